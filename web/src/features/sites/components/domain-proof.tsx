import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FormMessage } from '@web/components/form';
import { TableHead } from '@web/components/lists';
import { secondaryButton } from '@web/components/ui';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';

/**
 * The builder's "prove you own it" panel for the saved custom domain: the TXT record to add at the
 * DNS provider, where the proof stands, and "Check now". The domain serves the site only once
 * the record was found (the API decides; this only shows it).
 */
export function DomainProof({ siteId, domain, edited }: { siteId: string; domain: string; edited: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  // The builder asks again after each save and publish: whether the domain shows the site depends
  // on what is saved and published.
  const { data, error, isLoading, mutate } = useApi('getSiteDomainStatus', domain ? { params: { siteId } } : null, {
    revalidateOnFocus: false,
  });
  const checkDomain = useApiMutation('checkSiteDomain');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!domain) return null;

  const onCheck = async () => {
    setChecking(true);
    setProblem(null);
    try {
      const status = await checkDomain.trigger({ params: { siteId } });
      await mutate(status, { revalidate: false });
      if (status.status === 'verified') toast.success(t`Domain verified`);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t`The domain could not be checked. Please try again.`);
    } finally {
      setChecking(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-4">
      <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        <Trans>Prove you own {domain}</Trans>
      </h3>
      {edited && (
        <p className="text-sm text-slate-700">
          <Trans>You changed the domain: save the draft to get the record for the new one.</Trans>
        </p>
      )}
      {isLoading && (
        <p className="text-sm text-slate-600">
          <Trans>Loading the domain’s status…</Trans>
        </p>
      )}
      {error && !data && (
        <FormMessage tone="error">
          {error instanceof Error ? error.message : t`The domain’s status could not be loaded.`}
        </FormMessage>
      )}
      {data && (
        <>
          <p
            aria-live="polite"
            className={`text-sm font-medium ${data.status === 'verified' ? 'text-green-800' : data.status === 'taken' ? 'text-red-700' : 'text-slate-800'}`}
          >
            {data.message}
          </p>
          {data.record && data.status === 'pending' && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="mb-1 text-left text-sm text-slate-700">
                  <Trans>DNS record to add</Trans>
                </caption>
                <TableHead columns={[t`Type`, t`Name`, t`Value`]} rowClass="" cellClass="font-semibold" />
                <tbody>
                  <tr>
                    <td className="pr-4 align-top">{data.record.type}</td>
                    <td className="pr-4 align-top">
                      <code className="break-all">{data.record.name}</code>
                    </td>
                    <td className="align-top">
                      <code className="break-all">{data.record.value}</code>
                    </td>
                  </tr>
                </tbody>
              </table>
            </div>
          )}
          {data.status === 'pending' && (
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className={secondaryButton}
                disabled={checking || edited}
                aria-busy={checking}
                onClick={() => void onCheck()}
              >
                {checking ? t`Checking…` : t`Check now`}
              </button>
              <span className="text-sm text-slate-600">
                <Trans>Some DNS providers take a while to publish a new record.</Trans>
              </span>
            </div>
          )}
        </>
      )}
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
    </section>
  );
}

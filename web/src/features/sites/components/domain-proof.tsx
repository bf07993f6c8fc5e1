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
  const headingId = useId();
  // The builder asks again after each save and publish: whether the domain shows the site depends
  // on what is saved and published.
  const { data, error, isLoading, mutate } = useApi('getSiteDomainStatus', domain ? { params: { siteId } } : null, { revalidateOnFocus: false });
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
      if (status.status === 'verified') toast.success('Domain verified');
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The domain could not be checked. Please try again.');
    } finally {
      setChecking(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-4">
      <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        Prove you own {domain}
      </h3>
      {edited && <p className="text-sm text-slate-700">You changed the domain: save the draft to get the record for the new one.</p>}
      {isLoading && <p className="text-sm text-slate-600">Loading the domain’s status…</p>}
      {error && !data && <FormMessage tone="error">{error instanceof Error ? error.message : 'The domain’s status could not be loaded.'}</FormMessage>}
      {data && (
        <>
          <p aria-live="polite" className={`text-sm font-medium ${data.status === 'verified' ? 'text-green-800' : data.status === 'taken' ? 'text-red-700' : 'text-slate-800'}`}>
            {data.message}
          </p>
          {data.record && data.status === 'pending' && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="mb-1 text-left text-sm text-slate-700">DNS record to add</caption>
                <TableHead columns={['Type', 'Name', 'Value']} rowClass="" cellClass="font-semibold" />
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
              <button type="button" className={secondaryButton} disabled={checking || edited} aria-busy={checking} onClick={() => void onCheck()}>
                {checking ? 'Checking…' : 'Check now'}
              </button>
              <span className="text-sm text-slate-600">Some DNS providers take a while to publish a new record.</span>
            </div>
          )}
        </>
      )}
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
    </section>
  );
}

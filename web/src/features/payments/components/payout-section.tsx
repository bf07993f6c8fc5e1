import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { LoadError } from '@web/components/load-error';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { leaveFor } from '@web/lib/leave-for';
import { toast } from '@web/lib/toast';
import { i18n } from '@web/lib/i18n';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { paymentTexts } from '../payment-texts';
import type { PaymentsConfig } from '../payments-config';
import { ConnectDialog } from './connect-dialog';
import { Section } from './section';

/** Readable names for Stripe's requirement codes ("individual.dob.day" → "Date of birth"). */
const requirementNames: Record<string, MessageDescriptor> = {
  'business_profile.url': msg`Business website`,
  'business_profile.mcc': msg`Business category`,
  external_account: msg`Bank account for payouts`,
  'individual.dob.day': msg`Date of birth`,
  'individual.dob.month': msg`Date of birth`,
  'individual.dob.year': msg`Date of birth`,
  'individual.id_number': msg`ID number`,
  'individual.address.line1': msg`Address`,
  'tos_acceptance.date': msg`Accept Stripe's terms`,
  'tos_acceptance.ip': msg`Accept Stripe's terms`,
};
export const requirementLabel = (code: string) => {
  const name = Object.hasOwn(requirementNames, code) ? requirementNames[code] : undefined;
  return name ? i18n._(name) : code.replace(/[._]/g, ' ');
};

/** Organizer Payouts (spec §2, §4): none, Incomplete with what Stripe still needs, or Active. */
export function PayoutSection({ config }: { config: PaymentsConfig }) {
  const { data, error, isLoading, mutate } = useApi('getPayoutAccount');
  const connect = useApiMutation('connectPayoutAccount');
  const unlinkAccount = useApiMutation('unlinkPayoutAccount');
  const [connecting, setConnecting] = useState(false);
  const [continuing, setContinuing] = useState(false);
  const { t } = useLingui();
  const continueSetup = async () => {
    setContinuing(true);
    try {
      const { url } = await connect.trigger({ body: { type: 'NEW', country: 'US', platform: config.platform, environment: config.environment } });
      toast.info(t(paymentTexts.takingYouToStripe));
      leaveFor(url);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t(paymentTexts.linkNoId));
      setContinuing(false);
    }
  };
  const unlink = async () => {
    try {
      await unlinkAccount.trigger();
      await mutate();
      toast.success(t(paymentTexts.unlinked), { duration: 5000 });
      return undefined;
    } catch {
      const failed = t(paymentTexts.unlinkFailed);
      toast.error(failed, { duration: 5000 });
      return failed;
    }
  };
  const unlinkButton = (
    <ConfirmDialog
      trigger={
        <button type="button" className={secondaryButton}>
          <Trans>Unlink Stripe account</Trans>
        </button>
      }
      title={t`Unlink your Stripe account?`}
      description={t`Rally will stop paying out to this account until you connect one again. The account itself stays yours at Stripe.`}
      confirmLabel={t`Unlink`}
      busyLabel={t`Unlinking…`}
      onConfirm={unlink}
    />
  );
  return (
    <Section id="payouts" title={t`Organizer Payouts`}>
      {error ? (
        <LoadError what={t`Your payout account could not be loaded.`} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <p role="status">
          <Trans>Loading payout account…</Trans>
        </p>
      ) : data.state === 'none' ? (
        <>
          <p>
            <Trans>Connect a Stripe account to collect fees for your events, forms and teams. Payouts need a linked account.</Trans>
          </p>
          <div>
            <button type="button" className={primaryButton} onClick={() => setConnecting(true)}>
              <Trans>Connect to Stripe</Trans>
            </button>
          </div>
          {connecting && <ConnectDialog open onOpenChange={setConnecting} config={config} />}
        </>
      ) : data.state === 'incomplete' ? (
        <>
          <p>
            <StateBadge state="Incomplete" /> <Trans>Stripe needs a few more details before it can pay you.</Trans>
          </p>
          {data.requirements.length > 0 && (
            <div>
              <h4 className="font-medium text-slate-900">
                <Trans>Still needed</Trans>
              </h4>
              <ul className="list-disc pl-6">
                {[...new Set(data.requirements.map(requirementLabel))].map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={primaryButton} disabled={continuing} aria-busy={continuing} onClick={() => void continueSetup()}>
              {continuing ? t`Opening Stripe…` : t`Finish setting up at Stripe`}
            </button>
            {unlinkButton}
          </div>
        </>
      ) : (
        <>
          <p>
            <StateBadge state="Active" />{' '}
            <Trans>
              Payouts go to Stripe account <span className="font-mono text-sm">{data.stripeId}</span>.
            </Trans>
          </p>
          <div>{unlinkButton}</div>
        </>
      )}
    </Section>
  );
}

function StateBadge({ state }: { state: 'Active' | 'Incomplete' }) {
  const { t } = useLingui();
  const tone = state === 'Active' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900';
  return <span className={`mr-1 inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone}`}>{state === 'Active' ? t`Active` : t`Incomplete`}</span>;
}

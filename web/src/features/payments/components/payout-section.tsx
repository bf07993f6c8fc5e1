import { useState } from 'react';
import { paymentMessages } from '@shared/constants/payments';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { LoadError } from '@web/components/load-error';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { leaveFor } from '@web/lib/leave-for';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import type { PaymentsConfig } from '../payments-config';
import { ConnectDialog } from './connect-dialog';
import { Section } from './section';

/** Readable names for Stripe's requirement codes ("individual.dob.day" → "Date of birth"). */
const requirementNames: Record<string, string> = {
  'business_profile.url': 'Business website',
  'business_profile.mcc': 'Business category',
  external_account: 'Bank account for payouts',
  'individual.dob.day': 'Date of birth',
  'individual.dob.month': 'Date of birth',
  'individual.dob.year': 'Date of birth',
  'individual.id_number': 'ID number',
  'individual.address.line1': 'Address',
  'tos_acceptance.date': "Accept Stripe's terms",
  'tos_acceptance.ip': "Accept Stripe's terms",
};
export const requirementLabel = (code: string) => requirementNames[code] ?? code.replace(/[._]/g, ' ');

/** Organizer Payouts (spec §2, §4): none, Incomplete with what Stripe still needs, or Active. */
export function PayoutSection({ config }: { config: PaymentsConfig }) {
  const { data, error, isLoading, mutate } = useApi('getPayoutAccount');
  const connect = useApiMutation('connectPayoutAccount');
  const unlinkAccount = useApiMutation('unlinkPayoutAccount');
  const [connecting, setConnecting] = useState(false);
  const [continuing, setContinuing] = useState(false);
  const continueSetup = async () => {
    setContinuing(true);
    try {
      const { url } = await connect.trigger({ body: { type: 'NEW', country: 'US', platform: config.platform, environment: config.environment } });
      toast.info(paymentMessages.takingYouToStripe);
      leaveFor(url);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : paymentMessages.linkNoId);
      setContinuing(false);
    }
  };
  const unlink = async () => {
    try {
      await unlinkAccount.trigger();
      await mutate();
      toast.success(paymentMessages.unlinked, { duration: 5000 });
      return undefined;
    } catch {
      toast.error(paymentMessages.unlinkFailed, { duration: 5000 });
      return paymentMessages.unlinkFailed;
    }
  };
  const unlinkButton = (
    <ConfirmDialog
      trigger={
        <button type="button" className={secondaryButton}>
          Unlink Stripe account
        </button>
      }
      title="Unlink your Stripe account?"
      description="Rally will stop paying out to this account until you connect one again. The account itself stays yours at Stripe."
      confirmLabel="Unlink"
      busyLabel="Unlinking…"
      onConfirm={unlink}
    />
  );
  return (
    <Section id="payouts" title="Organizer Payouts">
      {error ? (
        <LoadError what="Your payout account could not be loaded." error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <p role="status">Loading payout account…</p>
      ) : data.state === 'none' ? (
        <>
          <p>Connect a Stripe account to collect fees for your events, forms and teams. Payouts need a linked account.</p>
          <div>
            <button type="button" className={primaryButton} onClick={() => setConnecting(true)}>
              Connect to Stripe
            </button>
          </div>
          {connecting && <ConnectDialog open onOpenChange={setConnecting} config={config} />}
        </>
      ) : data.state === 'incomplete' ? (
        <>
          <p>
            <StateBadge state="Incomplete" /> Stripe needs a few more details before it can pay you.
          </p>
          {data.requirements.length > 0 && (
            <div>
              <h4 className="font-medium text-slate-900">Still needed</h4>
              <ul className="list-disc pl-6">
                {[...new Set(data.requirements.map(requirementLabel))].map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={primaryButton} disabled={continuing} aria-busy={continuing} onClick={() => void continueSetup()}>
              {continuing ? 'Opening Stripe…' : 'Finish setting up at Stripe'}
            </button>
            {unlinkButton}
          </div>
        </>
      ) : (
        <>
          <p>
            <StateBadge state="Active" /> Payouts go to Stripe account <span className="font-mono text-sm">{data.stripeId}</span>.
          </p>
          <div>{unlinkButton}</div>
        </>
      )}
    </Section>
  );
}

function StateBadge({ state }: { state: 'Active' | 'Incomplete' }) {
  const tone = state === 'Active' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900';
  return <span className={`mr-1 inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone}`}>{state}</span>;
}

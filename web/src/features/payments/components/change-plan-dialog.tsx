import { useId, useState } from 'react';
import { paymentMessages } from '../../../../../shared/constants/payments';
import type { SubscriptionDto as Subscription } from '../../../../../shared/schemas/payments';
import { DialogFrame } from '../../../components/dialog-frame';
import { focusRing, primaryButton, secondaryButton } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import { useApi } from '../../../lib/use-api';
import { useSubscriptionActions } from '../api/subscription-actions';
import { formatPlanPrice } from '../payment-return';

/**
 * Change Plan (spec §2, §5): pick another paid plan of the same kind, then confirm the change
 * (prorated by Stripe) before anything is charged.
 */
export function ChangePlanDialog({ subscription, open, onOpenChange }: { subscription: Subscription; open: boolean; onOpenChange: (open: boolean) => void }) {
  const kind = subscription.kind === 'user' ? 'user' : 'team';
  const { data, error } = useApi('listPlans', { query: { kind, platform: subscription.platform } });
  const options = (data?.items ?? []).filter((p) => p.priceId && p.id !== subscription.planId);
  const [choice, setChoice] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { change } = useSubscriptionActions();
  const name = useId();
  const chosen = options.find((p) => p.id === choice);
  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await change(subscription, chosen.id);
      toast.success(paymentMessages.changed);
      onOpenChange(false);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Something went wrong changing your plan. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Change Plan"
      description={`${subscription.hostName} is on ${subscription.planLabel} (${formatPlanPrice(subscription.cost, subscription.interval)}).`}
      widthClass="max-w-lg"
    >
      {error ? (
        <p role="alert">Plans could not be loaded. {error instanceof Error ? error.message : ''}</p>
      ) : !data ? (
        <p role="status">Loading plans…</p>
      ) : confirming && chosen ? (
        <div className="flex flex-col gap-4">
          <p>
            Change {subscription.hostName} to <strong>{chosen.label}</strong> at {formatPlanPrice(chosen.cost, chosen.interval)}? Stripe charges or credits the
            difference for the rest of this period.
          </p>
          {failure && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
              {failure}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={primaryButton} disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
              {busy ? 'Changing…' : `Confirm change to ${chosen.label}`}
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => setConfirming(false)}>
              Back
            </button>
          </div>
        </div>
      ) : options.length === 0 ? (
        <p>There is no other paid plan to change to. To go back to the free plan, cancel the subscription.</p>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen) setConfirming(true);
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-medium text-slate-900">New plan</legend>
            {options.map((p) => (
              <label key={p.id} className={`flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-checked:border-brand-700 ${focusRing}`}>
                <input type="radio" name={name} value={p.id} checked={choice === p.id} onChange={() => setChoice(p.id)} className="mt-1 size-4" />
                <span>
                  <span className="font-semibold">{p.label}</span> · {formatPlanPrice(p.cost, p.interval)}
                  <span className="block text-sm text-slate-600">{p.features.join(' · ')}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div>
            <button type="submit" className={primaryButton} disabled={!chosen}>
              Continue
            </button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}

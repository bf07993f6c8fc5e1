import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { changeSubscriptionInput, type SubscriptionDto as Subscription } from '@shared/schemas/payments';
import { DialogFrame } from '@web/components/dialog-frame';
import { RadioGroup } from '@web/components/form';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { toast } from '@web/lib/toast';
import { useApi } from '@web/lib/use-api';
import { serverText } from '@web/lib/server-text';
import { useSubscriptionActions } from '../api/subscription-actions';
import { formatPlanPrice } from '../payment-return';
import { paymentTexts } from '../payment-texts';

/** The plan the person picks; the subscription's version comes from the subscription itself. */
const planForm = changeSubscriptionInput.pick({ planId: true });

/**
 * Change Plan (spec §2, §5): pick another paid plan of the same kind, then confirm the change
 * (prorated by Stripe) before anything is charged.
 */
export function ChangePlanDialog({ subscription, open, onOpenChange }: { subscription: Subscription; open: boolean; onOpenChange: (open: boolean) => void }) {
  const kind = subscription.kind === 'user' ? 'user' : 'team';
  const { data, error } = useApi('listPlans', { query: { kind, platform: subscription.platform } });
  const options = (data?.items ?? []).filter((p) => p.priceId && p.id !== subscription.planId);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(planForm), defaultValues: { planId: '' } });
  const choice = useWatch({ control, name: 'planId' });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { change } = useSubscriptionActions();
  const { t } = useLingui();
  const chosen = options.find((p) => p.id === choice);
  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await change(subscription, chosen.id);
      toast.success(t(paymentTexts.changed));
      onOpenChange(false);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t`Something went wrong changing your plan. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t`Change Plan`}
      description={t`${subscription.hostName} is on ${subscription.planLabel} (${formatPlanPrice(subscription.cost, subscription.interval)}).`}
      widthClass="max-w-lg"
    >
      {error ? (
        <p role="alert">
          <Trans>Plans could not be loaded.</Trans> {error instanceof Error ? error.message : ''}
        </p>
      ) : !data ? (
        <p role="status">
          <Trans>Loading plans…</Trans>
        </p>
      ) : confirming && chosen ? (
        <div className="flex flex-col gap-4">
          <p>
            <Trans>
              Change {subscription.hostName} to <strong>{serverText(chosen.label)}</strong> at {formatPlanPrice(chosen.cost, chosen.interval)}? Stripe charges or credits
              the difference for the rest of this period.
            </Trans>
          </p>
          {failure && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
              {failure}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={primaryButton} disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
              {busy ? t`Changing…` : t`Confirm change to ${serverText(chosen.label)}`}
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => setConfirming(false)}>
              <Trans>Back</Trans>
            </button>
          </div>
        </div>
      ) : options.length === 0 ? (
        <p>
          <Trans>There is no other paid plan to change to. To go back to the free plan, cancel the subscription.</Trans>
        </p>
      ) : (
        <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void handleSubmit(() => setConfirming(true))(e)}>
          <RadioGroup
            control={control}
            name="planId"
            label={t`New plan`}
            variant="card"
            options={options.map((p) => ({ value: p.id, label: `${serverText(p.label)} · ${formatPlanPrice(p.cost, p.interval)}`, hint: p.features.map(serverText).join(' · ') }))}
          />
          <div>
            <button type="submit" className={primaryButton} disabled={!chosen}>
              <Trans>Continue</Trans>
            </button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}

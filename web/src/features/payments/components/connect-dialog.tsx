import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DEFAULT_COUNTRY, payoutCountries } from '@shared/constants/payments';
import { connectInput } from '@shared/schemas/payments';
import { BusyButton } from '@web/components/lists';
import { DialogFrame } from '@web/components/dialog-frame';
import { Select } from '@web/components/form';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { currentLocale } from '@web/lib/i18n';
import { leaveFor } from '@web/lib/leave-for';
import { toast } from '@web/lib/toast';
import { useApiMutation } from '@web/lib/use-api';
import { paymentTexts } from '../payment-texts';
import type { PaymentsConfig } from '../payments-config';

/** The one field the person fills in: the rest of the body is the deployment's. */
const countryForm = connectInput.pick({ country: true });
/** Country names: the shared English list, or the platform's own names in another language. */
function countryOptions() {
  const locale = currentLocale();
  const names = locale === 'en' ? undefined : new Intl.DisplayNames([locale], { type: 'region' });
  return payoutCountries.map((c) => ({ value: c.code, label: names?.of(c.code) ?? c.name }));
}

/** New account or existing one: either leaves for Stripe, so one runs at a time. */
const connectChoices = [
  { action: 'NEW', label: msg`Create a new Stripe account`, busyLabel: msg`Creating…`, className: primaryButton },
  { action: 'LINK', label: msg`Link an existing account`, busyLabel: msg`Opening Stripe…`, className: secondaryButton },
] as const;

/**
 * Connect to Stripe (spec §2; 550 × 500): the home country (45 countries, United States first by
 * default), then create a new account or link an existing one; both continue at Stripe.
 */
export function ConnectDialog({ open, onOpenChange, config }: { open: boolean; onOpenChange: (open: boolean) => void; config: PaymentsConfig }) {
  const [busy, setBusy] = useState<'NEW' | 'LINK' | null>(null);
  const [error, setError] = useState<string>();
  const { control, handleSubmit } = useForm({ resolver: zodResolver(countryForm), defaultValues: { country: DEFAULT_COUNTRY } });
  const connect = useApiMutation('connectPayoutAccount');
  const { t } = useLingui();
  const go = (type: 'NEW' | 'LINK') =>
    handleSubmit(async ({ country }) => {
      setBusy(type);
      setError(undefined);
      try {
        const { url } = await connect.trigger({ body: { type, country, platform: config.platform, environment: config.environment } });
        toast.info(t(paymentTexts.takingYouToStripe));
        leaveFor(url);
      } catch (e) {
        setError(e instanceof Error ? e.message : t(paymentTexts.linkNoId));
        setBusy(null);
      }
    })();
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t`Connect to Stripe`}
      description={t`Rally pays what players pay you into your Stripe account. Setting it up takes 5 minutes or less.`}
      widthClass="max-w-[550px] sm:min-h-[500px]"
    >
      <Select
        control={control}
        name="country"
        label={t`Home country`}
        hint={t`Where you or your organization live and bank. It cannot be changed later at Stripe.`}
        options={countryOptions()}
        disabled={busy !== null}
      />
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}
      <div className="mt-auto flex flex-col gap-3 sm:flex-row">
        {connectChoices.map((choice) => (
          <BusyButton
            key={choice.action}
            action={choice.action}
            label={t(choice.label)}
            busyLabel={t(choice.busyLabel)}
            className={choice.className}
            busy={busy}
            onClick={() => void go(choice.action)}
          />
        ))}
      </div>
    </DialogFrame>
  );
}

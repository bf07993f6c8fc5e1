import { Trans, useLingui } from '@lingui/react/macro';
import type { Control } from 'react-hook-form';
import { FormMessage } from '@web/components/form/form-message';
import { TextField } from '@web/components/form/text-field';
import { primaryButton, secondaryButton } from '@web/components/ui';

/**
 * What both e-mail verification pages ask (sign-up's /verify-email and /verify-new-email): the
 * 6-digit code, what happened ('Email is not verified' with the reason, spec §8), Verify and Resend.
 */
export function EmailCodeFields<T extends { code: string }>({
  control,
  notice,
  failure,
  submitting,
  resending,
  onResend,
}: {
  control: Control<T>;
  notice: string | undefined;
  failure: string | undefined;
  submitting: boolean;
  resending: boolean;
  onResend: () => void;
}) {
  // Both forms hold `code`; TypeScript cannot see that a generic form's name 'code' is one of its paths.
  const { t } = useLingui();
  const codeForm = control as unknown as Control<{ code: string }>;
  return (
    <>
      <TextField
        control={codeForm}
        name="code"
        label={t`Verification code`}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
      {notice && <FormMessage tone="info">{notice}</FormMessage>}
      {failure && (
        <FormMessage tone="error">
          <p className="font-medium">
            <Trans>Email is not verified</Trans>
          </p>
          <p>{failure}</p>
        </FormMessage>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={submitting} className={`${primaryButton} sm:flex-1`}>
          {submitting ? t`Verifying…` : t`Verify email`}
        </button>
        <button type="button" onClick={onResend} disabled={resending || submitting} className={secondaryButton}>
          {resending ? t`Sending…` : t`Resend code`}
        </button>
      </div>
    </>
  );
}

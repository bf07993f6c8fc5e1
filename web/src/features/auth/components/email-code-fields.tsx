import type { UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '../../../../../shared/constants/messages';
import { FormMessage, TextField } from '../../../components/form-field';
import { primaryButton, secondaryButton } from '../../../components/ui';

/**
 * What both e-mail verification pages ask (sign-up's /verify-email and /verify-new-email): the
 * 6-digit code, what happened ('Email is not verified' with the reason, spec §8), Verify and Resend.
 */
export function EmailCodeFields({
  registration,
  error,
  notice,
  failure,
  submitting,
  resending,
  onResend,
}: {
  registration: UseFormRegisterReturn<'code'>;
  error: string | undefined;
  notice: string | undefined;
  failure: string | undefined;
  submitting: boolean;
  resending: boolean;
  onResend: () => void;
}) {
  return (
    <>
      <TextField label="Verification code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} registration={registration} error={error} />
      {notice && <FormMessage tone="info">{notice}</FormMessage>}
      {failure && (
        <FormMessage tone="error">
          <p className="font-medium">{messages.emailNotVerified}</p>
          <p>{failure}</p>
        </FormMessage>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={submitting} className={`${primaryButton} sm:flex-1`}>
          {submitting ? 'Verifying…' : 'Verify email'}
        </button>
        <button type="button" onClick={onResend} disabled={resending || submitting} className={secondaryButton}>
          {resending ? 'Sending…' : 'Resend code'}
        </button>
      </div>
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@web/lib/toast';
import { FormMessage } from '@web/components/form/form-message';
import { TextField } from '@web/components/form/text-field';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { withRedirect } from '@web/lib/redirect';
import { describeAuthError } from '../auth-errors';
import { confirmResetInput, requestResetInput, type ConfirmResetInput, type RequestResetInput } from '../schemas';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import type { AuthPageProps } from './sign-in-page';
import { confirmResetPassword, resetPassword, signIn } from '../cognito';

/** `/forgot-password` and `/auth/forgot-password`: e-mail a code, then set a new password and sign in. */
export function ForgotPasswordPage({ onSignedIn }: AuthPageProps) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const [sentTo, setSentTo] = useState<string>();
  return (
    <AuthCard
      title={t`Reset your password`}
      intro={
        sentTo
          ? t`If a Rally account uses ${sentTo}, we emailed it a code. Enter the code with your new password.`
          : t`Enter your email and we’ll send you a code to set a new password.`
      }
      footer={
        <p>
          <Trans>
            Remembered it?{' '}
            <Link to={withRedirect(paths.login, search)} className={textLink}>
              Sign in
            </Link>
          </Trans>
        </p>
      }
    >
      {sentTo ? (
        <NewPasswordForm email={sentTo} onSignedIn={onSignedIn} onStartOver={() => setSentTo(undefined)} />
      ) : (
        <RequestCodeForm defaultEmail={search.get('email') ?? ''} onSent={setSentTo} />
      )}
    </AuthCard>
  );
}

function RequestCodeForm({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string>();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<RequestResetInput>({
    resolver: zodResolver(requestResetInput),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      await resetPassword(email);
    } catch (error) {
      // The pool hides which addresses have an account: "no such user" reads as sent, like Cognito's own answer.
      if (!(error instanceof Error && error.name === 'UserNotFoundException')) {
        setFailure(describeAuthError(error));
        return;
      }
    }
    onSent(email);
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <TextField control={control} name="email" label={t`Email`} type="email" autoComplete="email" inputMode="email" />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <button type="submit" disabled={isSubmitting} className={primaryButton}>
        {isSubmitting ? t`Sending…` : t`Send code`}
      </button>
    </form>
  );
}

function NewPasswordForm({ email, onSignedIn, onStartOver }: { email: string; onStartOver: () => void } & AuthPageProps) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ConfirmResetInput>({
    resolver: zodResolver(confirmResetInput),
    defaultValues: { code: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ code, password }) => {
    setFailure(undefined);
    try {
      await confirmResetPassword(email, code, password);
    } catch (error) {
      setFailure(describeAuthError(error));
      return;
    }
    toast.success(t`Your password has been changed.`);
    try {
      await signIn(email, password);
      await onSignedIn();
    } catch {
      void navigate(withRedirect(paths.login, search, { email }));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <TextField
        control={control}
        name="code"
        label={t`Reset code`}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
      <NewPasswordFields control={control} labels={{ password: t`New password`, confirm: t`Confirm new password` }} />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} sm:flex-1`}>
          {isSubmitting ? t`Saving…` : t`Set new password`}
        </button>
        <button type="button" onClick={onStartOver} disabled={isSubmitting} className={secondaryButton}>
          <Trans>Use another email</Trans>
        </button>
      </div>
    </form>
  );
}

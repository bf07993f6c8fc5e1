import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { FormMessage, TextField } from '@web/components/form';
import { primaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { describeAuthError } from '../auth-errors';
import { emailCodeInput, newEmailInput, type EmailCodeInput, type NewEmailInput } from '../schemas';
import { AuthCard } from './auth-card';
import { EmailCodeFields } from './email-code-fields';
import { useCodeMessages } from './use-code-messages';
import { confirmEmailChange, currentEmail, requestEmailChange, resendEmailChangeCode } from '../email-change';

/**
 * `/verify-new-email` (signed in): change the sign-in e-mail. Cognito keeps the current address
 * until the 6-digit code sent to the new one is entered ('Email verified!' or 'Email is not
 * verified', spec §8); then the session's tokens are renewed and the profile follows.
 */
export function ChangeEmailPage() {
  const { t } = useLingui();
  const [current, setCurrent] = useState<string>();
  const [loadFailure, setLoadFailure] = useState<string>();
  const [pending, setPending] = useState<string>();

  useEffect(() => {
    let live = true;
    currentEmail().then(
      (email) => live && setCurrent(email),
      (error: unknown) => live && setLoadFailure(describeAuthError(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  const footer = (
    <p>
      <Link to={paths.settings} className={textLink}>
        <Trans>Back to settings</Trans>
      </Link>
    </p>
  );

  if (loadFailure) {
    return (
      <AuthCard title={t`Change your email`} footer={footer}>
        <FormMessage tone="error">
          <p>
            <Trans>We couldn’t load your account. {loadFailure}</Trans>
          </p>
        </FormMessage>
      </AuthCard>
    );
  }
  if (current === undefined) {
    return (
      <AuthCard title={t`Change your email`} footer={footer}>
        <p role="status" className="text-slate-600">
          <Trans>Loading your account…</Trans>
        </p>
      </AuthCard>
    );
  }
  return pending ? (
    <CodeStep email={pending} onBack={() => setPending(undefined)} footer={footer} />
  ) : (
    <NewEmailStep current={current} onSent={setPending} footer={footer} />
  );
}

function NewEmailStep({
  current,
  onSent,
  footer,
}: {
  current: string;
  onSent: (email: string) => void;
  footer: React.ReactNode;
}) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string>();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<NewEmailInput>({ resolver: zodResolver(newEmailInput), defaultValues: { email: '' }, mode: 'onTouched' });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(undefined);
    if (email.toLowerCase() === current.toLowerCase()) {
      setError('email', { message: t`This is already your sign-in email` });
      return;
    }
    try {
      await requestEmailChange(email);
    } catch (error) {
      const reason = describeAuthError(error);
      setFailure(t`We couldn’t send a code to ${email}. ${reason}`);
      return;
    }
    onSent(email);
  });

  return (
    <AuthCard
      title={t`Change your email`}
      intro={
        <Trans>
          You sign in with <strong className="break-all">{current}</strong>. We’ll send a 6-digit code to the new address; it
          replaces this one once you enter the code.
        </Trans>
      }
      footer={footer}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <TextField control={control} name="email" label={t`New email`} type="email" autoComplete="email" inputMode="email" />
        {failure && (
          <FormMessage tone="error">
            <p>{failure}</p>
          </FormMessage>
        )}
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? t`Sending…` : t`Send code`}
        </button>
      </form>
    </AuthCard>
  );
}

function CodeStep({ email, onBack, footer }: { email: string; onBack: () => void; footer: React.ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const codes = useCodeMessages();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<EmailCodeInput>({ resolver: zodResolver(emailCodeInput), defaultValues: { code: '' }, mode: 'onTouched' });

  const onSubmit = handleSubmit(async ({ code }) => {
    codes.clear();
    try {
      await confirmEmailChange(code);
    } catch (error) {
      toast.error(t`Email is not verified`);
      codes.setFailure(describeAuthError(error));
      return;
    }
    toast.success(t`Email verified!`);
    void navigate(paths.settings);
  });

  return (
    <AuthCard
      title={t`Verify your new email`}
      intro={
        <Trans>
          We sent a 6-digit code to <strong className="break-all">{email}</strong>. Enter it below to make it your sign-in email.
        </Trans>
      }
      footer={footer}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <EmailCodeFields
          control={control}
          notice={codes.notice}
          failure={codes.failure}
          submitting={isSubmitting}
          resending={codes.resending}
          onResend={() => void codes.resend(resendEmailChangeCode, email)}
        />
        <button type="button" onClick={onBack} disabled={isSubmitting} className={`${textLink} self-start`}>
          <Trans>Use a different email</Trans>
        </button>
      </form>
    </AuthCard>
  );
}

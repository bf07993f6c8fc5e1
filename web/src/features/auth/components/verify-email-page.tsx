import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@web/lib/toast';
import { TextField } from '@web/components/form/text-field';
import { textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { withRedirect } from '@web/lib/redirect';
import { describeAuthError } from '../auth-errors';
import { pendingSignUp } from '../pending-sign-up';
import { verifyEmailInput, type VerifyEmailInput } from '../schemas';
import { AuthCard } from './auth-card';
import { EmailCodeFields } from './email-code-fields';
import { useCodeMessages } from './use-code-messages';
import type { AuthPageProps } from './sign-in-page';
import { confirmSignUp, resendSignUpCode, signIn } from '../cognito';

/**
 * `/verify-email` and `/auth/verify-email`: the 6-digit code from the e-mail confirms the account
 * ('Email verified!' or 'Email is not verified', spec §8). When this tab created the account, the
 * person is signed straight in; otherwise they go on to sign in.
 */
export function VerifyEmailPage({ onSignedIn }: AuthPageProps) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const codes = useCodeMessages();
  const {
    control,
    handleSubmit,
    getValues,
    trigger,
    formState: { isSubmitting },
  } = useForm<VerifyEmailInput>({
    resolver: zodResolver(verifyEmailInput),
    defaultValues: { email: search.get('email') ?? '', code: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ email, code }) => {
    codes.clear();
    try {
      await confirmSignUp(email, code);
    } catch (error) {
      toast.error(t`Email is not verified`);
      codes.setFailure(describeAuthError(error));
      return;
    }
    toast.success(t`Email verified!`);
    const password = pendingSignUp.passwordFor(email);
    if (password) {
      try {
        await signIn(email, password);
        pendingSignUp.clear();
        return await onSignedIn();
      } catch {
        // fall through: signing in by hand still works
      }
    }
    void navigate(withRedirect(paths.login, search, { email, verified: 'true' }));
  });

  const resend = async () => {
    if (!(await trigger('email'))) return;
    const email = getValues('email').trim();
    await codes.resend(() => resendSignUpCode(email), email);
  };

  const sentTo = search.get('email');
  return (
    <AuthCard
      title={t`Verify your email`}
      intro={
        sentTo
          ? t`We sent a 6-digit code to ${sentTo}. Enter it below to finish creating your account.`
          : t`Enter the 6-digit code we emailed you.`
      }
      footer={
        <p>
          <Trans>
            Already verified?{' '}
            <Link to={withRedirect(paths.login, search)} className={textLink}>
              Sign in
            </Link>
          </Trans>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <TextField control={control} name="email" label={t`Email`} type="email" autoComplete="email" inputMode="email" />
        <EmailCodeFields
          control={control}
          notice={codes.notice}
          failure={codes.failure}
          submitting={isSubmitting}
          resending={codes.resending}
          onResend={() => void resend()}
        />
      </form>
    </AuthCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { loginFailureForStep, loginFailureMessages, toLoginFailure, type LoginFailureKind } from '../login-failure';
import { pendingSignUp } from '../pending-sign-up';
import { signInInput, type SignInInput } from '../schemas';
import { AuthCard } from './auth-card';
import { resendSignUpCode, signIn } from '../cognito';

export interface AuthPageProps {
  /** Called once Cognito has a session: the app decides where the person goes (new user or not). */
  onSignedIn: () => Promise<void>;
}

/** `/login` and `/auth/login`: e-mail and password; failures shown as the spec's kinds (§4). */
export function SignInPage({ onSignedIn }: AuthPageProps) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ kind: LoginFailureKind; email: string }>();
  const [resending, setResending] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInInput),
    defaultValues: { email: search.get('email') ?? '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(undefined);
    let kind: LoginFailureKind;
    try {
      const result = await signIn(email, password);
      if (result.isSignedIn) return await onSignedIn();
      if (result.nextStep.signInStep === 'RESET_PASSWORD') {
        toast.info(t`Please set a new password for your account.`);
        return void navigate(withRedirect(paths.forgotPassword, search, { email }));
      }
      kind = loginFailureForStep(result.nextStep.signInStep);
    } catch (error) {
      kind = toLoginFailure(error);
    }
    // Remember the password for this tab only, so verifying the e-mail can finish the sign-in.
    if (kind === 'NoPasswordSet') pendingSignUp.set(email, password);
    setFailure({ kind, email });
  });

  const verifyEmail = async (email: string) => {
    setResending(true);
    try {
      await resendSignUpCode(email);
      toast.success(t`We sent a new code to ${email}.`);
    } catch (error) {
      // The first code may still be in the inbox: go on to the code form either way.
      const reason = describeAuthError(error);
      toast.error(t`We couldn’t send a new code: ${reason}`);
    } finally {
      setResending(false);
    }
    void navigate(withRedirect(paths.verifyEmail, search, { email }));
  };

  return (
    <AuthCard
      title={t`Sign in`}
      intro={t`Welcome back. Sign in to organise and join games.`}
      footer={
        <p>
          <Trans>
            New to Rally?{' '}
            <Link to={withRedirect(paths.signUp, search)} className={textLink}>
              Create an account
            </Link>
          </Trans>
        </p>
      }
    >
      {search.get('logout') === 'true' && (
        <FormMessage tone="info">
          <Trans>You have been signed out.</Trans>
        </FormMessage>
      )}
      {search.get('verified') === 'true' && (
        <FormMessage tone="info">
          <Trans>Your email is verified. Sign in to continue.</Trans>
        </FormMessage>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <TextField control={control} name="email" label={t`Email`} type="email" autoComplete="email" inputMode="email" />
        <TextField control={control} name="password" label={t`Password`} type="password" autoComplete="current-password" />
        {failure && (
          <FormMessage tone="error">
            <p>{t(loginFailureMessages[failure.kind])}</p>
            {failure.kind === 'NoPasswordSet' && (
              <button type="button" onClick={() => void verifyEmail(failure.email)} disabled={resending} className={`${secondaryButton} mt-2`}>
                {resending ? t`Sending a new code…` : t`Verify email`}
              </button>
            )}
            {failure.kind === 'InvalidUser' && (
              <Link to={withRedirect(paths.signUp, search)} className={`${textLink} mt-1 inline-block`}>
                <Trans>New to Rally? Sign up</Trans>
              </Link>
            )}
          </FormMessage>
        )}
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? t`Signing in…` : t`Sign in`}
        </button>
        <Link to={withRedirect(paths.forgotPassword, search)} className={`${textLink} self-start`}>
          <Trans>Forgot password?</Trans>
        </Link>
      </form>
    </AuthCard>
  );
}

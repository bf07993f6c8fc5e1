import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormMessage } from '@web/components/form/form-message';
import { TextField } from '@web/components/form/text-field';
import { primaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { withRedirect } from '@web/lib/redirect';
import { describeAuthError } from '../auth-errors';
import { pendingSignUp } from '../pending-sign-up';
import { signUpInput, type SignUpInput } from '../schemas';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './new-password-fields';
import type { AuthPageProps } from './sign-in-page';
import { signIn, signUp } from '../cognito';

/** `/sign-up` and `/auth/sign-up` (the landing page): create the Cognito account, then verify the e-mail. */
export function SignUpPage({ onSignedIn }: AuthPageProps) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ message: string; exists: boolean }>();
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpInput),
    defaultValues: { email: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(undefined);
    try {
      const result = await signUp(email, password);
      if (result.isSignUpComplete) {
        // A pool that confirms on its own: no code to enter.
        await signIn(email, password);
        return await onSignedIn();
      }
      pendingSignUp.set(email, password);
      void navigate(withRedirect(paths.verifyEmail, search, { email }));
    } catch (error) {
      setFailure({
        message: describeAuthError(error),
        exists: error instanceof Error && error.name === 'UsernameExistsException',
      });
    }
  });

  return (
    <AuthCard
      title={t`Create your account`}
      intro={t`Join Rally to find games near you, organise events and meet other players.`}
      footer={
        <p>
          <Trans>
            Already have an account?{' '}
            <Link to={withRedirect(paths.login, search)} className={textLink}>
              Sign in
            </Link>
          </Trans>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <TextField control={control} name="email" label={t`Email`} type="email" autoComplete="email" inputMode="email" />
        <NewPasswordFields control={control} labels={{ password: t`Password`, confirm: t`Confirm password` }} />
        {failure && (
          <FormMessage tone="error">
            <p>{failure.message}</p>
            {failure.exists && (
              <Link to={withRedirect(paths.login, search)} className={`${textLink} mt-1 inline-block`}>
                <Trans>Go to sign in</Trans>
              </Link>
            )}
          </FormMessage>
        )}
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? t`Creating your account…` : t`Create account`}
        </button>
      </form>
    </AuthCard>
  );
}

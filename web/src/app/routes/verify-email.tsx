import { VerifyEmailPage } from '@web/features/auth/components/verify-email-page';
import { useContinueAfterSignIn } from '../use-continue-after-sign-in';

/** `/verify-email` and `/auth/verify-email`. */
export function Component() {
  return <VerifyEmailPage onSignedIn={useContinueAfterSignIn()} />;
}

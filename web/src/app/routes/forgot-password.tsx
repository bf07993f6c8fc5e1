import { ForgotPasswordPage } from '@web/features/auth/components/forgot-password-page';
import { useContinueAfterSignIn } from '../use-continue-after-sign-in';

/** `/forgot-password` and `/auth/forgot-password`. */
export function Component() {
  return <ForgotPasswordPage onSignedIn={useContinueAfterSignIn()} />;
}

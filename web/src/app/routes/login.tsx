import { SignInPage } from '@web/features/auth/components/sign-in-page';
import { redirectSignedIn } from '@web/lib/guards';
import { useContinueAfterSignIn } from '../use-continue-after-sign-in';

/** `/login` and `/auth/login`. */
export const loader = redirectSignedIn;

export function Component() {
  return <SignInPage onSignedIn={useContinueAfterSignIn()} />;
}

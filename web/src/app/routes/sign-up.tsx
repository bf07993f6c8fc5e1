import { SignUpPage } from '@web/features/auth/components/sign-up-page';
import { redirectSignedIn } from '@web/lib/guards';
import { useContinueAfterSignIn } from '../use-continue-after-sign-in';

/** `/sign-up` and `/auth/sign-up`: the landing page (the empty path redirects here, spec §2). */
export const loader = redirectSignedIn;

export function Component() {
  return <SignUpPage onSignedIn={useContinueAfterSignIn()} />;
}

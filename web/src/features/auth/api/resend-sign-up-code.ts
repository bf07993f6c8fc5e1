import { loadAuth } from '../../../lib/auth';

/** Cognito ResendConfirmationCode: a new verification e-mail. */
export async function resendSignUpCode(email: string) {
  const auth = await loadAuth();
  return auth.resendSignUpCode({ username: email });
}

import { loadAuth } from '../../../lib/auth';

/** Cognito ConfirmSignUp: the code from the verification e-mail. */
export async function confirmSignUp(email: string, code: string) {
  const auth = await loadAuth();
  return auth.confirmSignUp({ username: email, confirmationCode: code });
}

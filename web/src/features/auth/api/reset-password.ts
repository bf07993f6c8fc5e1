import { loadAuth } from '../../../lib/auth';

/** Cognito ForgotPassword: e-mails a reset code. */
export async function resetPassword(email: string) {
  const auth = await loadAuth();
  return auth.resetPassword({ username: email });
}

import { loadAuth } from '../../../lib/auth';

/** Cognito ConfirmForgotPassword: the e-mailed code and the new password. */
export async function confirmResetPassword(email: string, code: string, newPassword: string) {
  const auth = await loadAuth();
  return auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

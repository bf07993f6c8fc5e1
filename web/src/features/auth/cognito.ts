import { loadAuth } from '@web/lib/auth';
import { codeMailMetadata } from './code-mail-metadata';

/**
 * The Cognito operations of signing up, in and back in: these talk to Cognito through Amplify,
 * not to the Rally API, so they are not route-table calls, and they are the seam the pages' tests
 * replace. Changing the sign-in e-mail lives in email-change.ts, off the landing pages' first load.
 */

// Signing in also resets the app's session state, which lib/auth owns.
export { signIn } from '@web/lib/auth';

/** SignUp: the e-mail is the username; Cognito e-mails a verification code. */
export async function signUp(email: string, password: string) {
  const auth = await loadAuth();
  return auth.signUp({ username: email, password, options: { userAttributes: { email }, ...codeMailMetadata() } });
}

/** ConfirmSignUp: the code from the verification e-mail. */
export async function confirmSignUp(email: string, code: string) {
  const auth = await loadAuth();
  return auth.confirmSignUp({ username: email, confirmationCode: code });
}

/** ResendConfirmationCode: a new verification e-mail. */
export async function resendSignUpCode(email: string) {
  const auth = await loadAuth();
  return auth.resendSignUpCode({ username: email, options: codeMailMetadata() });
}

/** ForgotPassword: e-mails a reset code. */
export async function resetPassword(email: string) {
  const auth = await loadAuth();
  return auth.resetPassword({ username: email, options: codeMailMetadata() });
}

/** ConfirmForgotPassword: the e-mailed code and the new password. */
export async function confirmResetPassword(email: string, code: string, newPassword: string) {
  const auth = await loadAuth();
  return auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

import { loadAuth, refreshSession } from '../../lib/auth';

/**
 * Every Cognito operation the auth pages use, in one module: these talk to Cognito through
 * Amplify, not to the Rally API, so they are not route-table calls. It is also the one seam the
 * pages' tests replace.
 */

// Signing in also resets the app's session state, which lib/auth owns.
export { signIn } from '../../lib/auth';

/** SignUp: the e-mail is the username; Cognito e-mails a verification code. */
export async function signUp(email: string, password: string) {
  const auth = await loadAuth();
  return auth.signUp({ username: email, password, options: { userAttributes: { email } } });
}

/** ConfirmSignUp: the code from the verification e-mail. */
export async function confirmSignUp(email: string, code: string) {
  const auth = await loadAuth();
  return auth.confirmSignUp({ username: email, confirmationCode: code });
}

/** ResendConfirmationCode: a new verification e-mail. */
export async function resendSignUpCode(email: string) {
  const auth = await loadAuth();
  return auth.resendSignUpCode({ username: email });
}

/** ForgotPassword: e-mails a reset code. */
export async function resetPassword(email: string) {
  const auth = await loadAuth();
  return auth.resetPassword({ username: email });
}

/** ConfirmForgotPassword: the e-mailed code and the new password. */
export async function confirmResetPassword(email: string, code: string, newPassword: string) {
  const auth = await loadAuth();
  return auth.confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

/** The signed-in person's current sign-in e-mail (from Cognito, not the cached profile). */
export async function currentEmail(): Promise<string> {
  const auth = await loadAuth();
  const attributes = await auth.fetchUserAttributes();
  return attributes.email ?? '';
}

/**
 * UpdateUserAttributes: the pool keeps the current e-mail until the new one is confirmed
 * (CDK `keepOriginal`), and mails a 6-digit code to the new address.
 */
export async function requestEmailChange(email: string): Promise<void> {
  const auth = await loadAuth();
  await auth.updateUserAttributes({ userAttributes: { email } });
}

/** GetUserAttributeVerificationCode: a new code for the pending address. */
export async function resendEmailChangeCode(): Promise<void> {
  const auth = await loadAuth();
  await auth.sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
}

/** VerifyUserAttribute, then fresh tokens so the API sees the new address at once. */
export async function confirmEmailChange(code: string): Promise<void> {
  const auth = await loadAuth();
  await auth.confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
  await refreshSession();
}

import { loadAuth, refreshSession } from '@web/lib/auth';
import { codeMailMetadata } from './code-mail-metadata';

/** Changing the sign-in e-mail through Cognito (the change-email page only; its tests replace this module). */

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
  await auth.updateUserAttributes({ userAttributes: { email }, options: codeMailMetadata() });
}

/** GetUserAttributeVerificationCode: a new code for the pending address. */
export async function resendEmailChangeCode(): Promise<void> {
  const auth = await loadAuth();
  await auth.sendUserAttributeVerificationCode({ userAttributeKey: 'email', options: codeMailMetadata() });
}

/** VerifyUserAttribute, then fresh tokens so the API sees the new address at once. */
export async function confirmEmailChange(code: string): Promise<void> {
  const auth = await loadAuth();
  await auth.confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
  await refreshSession();
}

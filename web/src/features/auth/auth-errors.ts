import { i18n } from '@web/lib/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/**
 * Messages for the other Cognito calls (sign-up, verification codes, password reset). Sign-in
 * has its own mapping to the spec's failure kinds (login-failure.ts).
 */
const tooMany = msg`Too many attempts. Wait a few minutes and try again.`;
const offline = msg`We couldn’t reach Rally. Check your connection and try again.`;
const messagesByName: Record<string, MessageDescriptor> = {
  UsernameExistsException: msg`An account with this email already exists. Sign in instead.`,
  AliasExistsException: msg`Another Rally account already uses this email.`,
  InvalidPasswordException: msg`The password does not meet the requirements.`,
  CodeMismatchException: msg`That code is not right. Check the email we sent and try again.`,
  ExpiredCodeException: msg`That code has expired. Send a new one and try again.`,
  UserNotFoundException: msg`No Rally account uses this email.`,
  LimitExceededException: tooMany,
  TooManyRequestsException: tooMany,
  TooManyFailedAttemptsException: tooMany,
  CodeDeliveryFailureException: msg`We couldn’t send the code. Try again in a moment.`,
  NetworkError: offline,
  NotAuthorizedException: msg`This account cannot do that right now. It may already be verified: try signing in.`,
};

/** The message for a failed Cognito call, in the app's language. */
export function describeAuthError(
  error: unknown,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): string {
  if (!online) return i18n._(offline);
  const name = error instanceof Error ? error.name : '';
  return i18n._(messagesByName[name] ?? msg`Something went wrong. Please try again.`);
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Spec §4 login failure kinds, each with the message the sign-in form shows. Cognito and Amplify
 * report failures by error name; this is the one place that maps them.
 *
 * EmailNotFound is never reported: the user pool hides whether an account exists
 * (PreventUserExistenceErrors), so an unknown e-mail and a wrong password are one failure,
 * InvalidUser, with one message. A UserNotFoundException from anywhere is read the same way.
 */
export const loginFailureKinds = ['EmailNotFound', 'InvalidUser', 'NetworkError', 'CancelledByUser', 'NoPasswordSet', 'Unknown'] as const;
export type LoginFailureKind = (typeof loginFailureKinds)[number];

/** Messages (translated where shown: `t(loginFailureMessages[kind])`). */
export const loginFailureMessages: Record<LoginFailureKind, MessageDescriptor> = {
  EmailNotFound: msg`No Rally account uses this email. Check it for typos, or sign up.`,
  InvalidUser: msg`The email or password is incorrect.`,
  NetworkError: msg`We couldn’t sign you in right now: too many attempts or no connection. Wait a moment and try again.`,
  CancelledByUser: msg`Sign-in was cancelled. Try again when you are ready.`,
  NoPasswordSet: msg`This email is not verified yet. Verify it to finish setting up your account.`,
  Unknown: msg`Something went wrong signing you in. Please try again.`,
};

const byName: Record<string, LoginFailureKind> = {
  UserNotFoundException: 'InvalidUser',
  NotAuthorizedException: 'InvalidUser', // Cognito: "Incorrect username or password.", for an unknown e-mail too
  InvalidPasswordException: 'InvalidUser',
  InvalidParameterException: 'InvalidUser', // a username that is not an e-mail address
  EmptySignInUsername: 'InvalidUser',
  EmptySignInPassword: 'InvalidUser',
  UserNotConfirmedException: 'NoPasswordSet',
  TooManyRequestsException: 'NetworkError',
  TooManyFailedAttemptsException: 'NetworkError',
  LimitExceededException: 'NetworkError',
  NetworkError: 'NetworkError', // Amplify: the request never got an answer
  AbortError: 'CancelledByUser',
  UserCancelledException: 'CancelledByUser',
};

/** The spec kind for a failed sign-in. `online` is a parameter so tests need no navigator stubs. */
export function toLoginFailure(error: unknown, online: boolean = typeof navigator === 'undefined' || navigator.onLine): LoginFailureKind {
  if (!online) return 'NetworkError';
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  const message = error instanceof Error ? error.message : '';
  // Cognito reports a locked-out account as NotAuthorized "Password attempts exceeded".
  if (name === 'NotAuthorizedException' && /attempts exceeded/i.test(message)) return 'NetworkError';
  if (error instanceof TypeError && /fetch|network/i.test(message)) return 'NetworkError';
  return byName[name] ?? 'Unknown';
}

/** Amplify answers some failures as a next step instead of an error. */
export function loginFailureForStep(signInStep: string): LoginFailureKind {
  return signInStep === 'CONFIRM_SIGN_UP' ? 'NoPasswordSet' : 'Unknown';
}

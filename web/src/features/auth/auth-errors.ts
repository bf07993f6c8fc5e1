/**
 * Messages for the other Cognito calls (sign-up, verification codes, password reset). Sign-in
 * has its own mapping to the spec's failure kinds (login-failure.ts).
 */
const messagesByName: Record<string, string> = {
  UsernameExistsException: 'An account with this email already exists. Sign in instead.',
  AliasExistsException: 'Another Rally account already uses this email.',
  InvalidPasswordException: 'The password does not meet the requirements.',
  CodeMismatchException: 'That code is not right. Check the email we sent and try again.',
  ExpiredCodeException: 'That code has expired. Send a new one and try again.',
  UserNotFoundException: 'No Rally account uses this email.',
  LimitExceededException: 'Too many attempts. Wait a few minutes and try again.',
  TooManyRequestsException: 'Too many attempts. Wait a few minutes and try again.',
  TooManyFailedAttemptsException: 'Too many attempts. Wait a few minutes and try again.',
  CodeDeliveryFailureException: 'We couldn’t send the code. Try again in a moment.',
  NetworkError: 'We couldn’t reach Rally. Check your connection and try again.',
  NotAuthorizedException: 'This account cannot do that right now. It may already be verified: try signing in.',
};

export function describeAuthError(error: unknown, online: boolean = typeof navigator === 'undefined' || navigator.onLine): string {
  if (!online) return messagesByName.NetworkError!;
  const name = error instanceof Error ? error.name : '';
  return messagesByName[name] ?? 'Something went wrong. Please try again.';
}

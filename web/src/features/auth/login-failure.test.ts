import { i18n } from '@web/lib/i18n';
import { describe, expect, it } from 'vitest';
import { loginFailureForStep, loginFailureKinds, loginFailureMessages, toLoginFailure } from './login-failure';

const cognito = (name: string, message = 'failed') => Object.assign(new Error(message), { name });

describe('login failure kinds (spec §4)', () => {
  it.each([
    // The pool hides which accounts exist: an unknown e-mail is the same failure as a wrong password.
    ['UserNotFoundException', 'InvalidUser'],
    ['NotAuthorizedException', 'InvalidUser'],
    ['InvalidPasswordException', 'InvalidUser'],
    ['InvalidParameterException', 'InvalidUser'],
    ['UserNotConfirmedException', 'NoPasswordSet'],
    ['TooManyRequestsException', 'NetworkError'],
    ['LimitExceededException', 'NetworkError'],
    ['NetworkError', 'NetworkError'],
    ['AbortError', 'CancelledByUser'],
    ['SomethingNewException', 'Unknown'],
  ])('maps %s to %s', (name, kind) => {
    expect(toLoginFailure(cognito(name), true)).toBe(kind);
  });

  it('treats a locked-out account (too many wrong passwords) as a NetworkError, not a wrong password', () => {
    expect(toLoginFailure(cognito('NotAuthorizedException', 'Password attempts exceeded'), true)).toBe('NetworkError');
    expect(toLoginFailure(cognito('NotAuthorizedException', 'Incorrect username or password.'), true)).toBe('InvalidUser');
  });

  it('reports any failure while offline as a NetworkError', () => {
    expect(toLoginFailure(cognito('NotAuthorizedException'), false)).toBe('NetworkError');
    expect(toLoginFailure(new TypeError('Failed to fetch'), true)).toBe('NetworkError');
  });

  it('calls anything that is not an error Unknown', () => {
    expect(toLoginFailure('nope', true)).toBe('Unknown');
    expect(toLoginFailure(undefined, true)).toBe('Unknown');
  });

  it('reads an unconfirmed sign-up step as NoPasswordSet', () => {
    expect(loginFailureForStep('CONFIRM_SIGN_UP')).toBe('NoPasswordSet');
    expect(loginFailureForStep('CONTINUE_SIGN_IN_WITH_TOTP_SETUP')).toBe('Unknown');
  });

  it('has a distinct message for every kind', () => {
    const texts = loginFailureKinds.map((kind) => i18n._(loginFailureMessages[kind]));
    expect(new Set(texts).size).toBe(loginFailureKinds.length);
  });
});

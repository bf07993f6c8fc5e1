import { afterEach, describe, expect, it } from 'vitest';
import { paymentMessages } from '@shared/constants/payments';
import { resetEnv } from '../../lib/env';
import { BadRequestError } from '../../lib/errors';
import { accountState, checkEnvironment } from './accounts';

describe('accountState', () => {
  it('is none without an account, active only when charges are enabled and details submitted, else incomplete', () => {
    expect(accountState({})).toBe('none');
    expect(accountState({ stripeId: 'acct_1' })).toBe('incomplete');
    expect(accountState({ stripeId: 'acct_1', stripeChargesEnabled: true, stripeDetailsSubmitted: false })).toBe('incomplete');
    expect(accountState({ stripeId: 'acct_1', stripeChargesEnabled: false, stripeDetailsSubmitted: true })).toBe('incomplete');
    expect(accountState({ stripeId: 'acct_1', stripeChargesEnabled: true, stripeDetailsSubmitted: true })).toBe('active');
  });
});

describe('checkEnvironment', () => {
  const saved = process.env.STRIPE_SECRET_KEY;
  const withKey = (key: string | undefined) => {
    process.env.TABLE_NAME ??= 'unit';
    if (key === undefined) delete process.env.STRIPE_SECRET_KEY;
    else process.env.STRIPE_SECRET_KEY = key;
    resetEnv();
  };
  afterEach(() => withKey(saved));

  it('takes development payments with a test key and refuses production, naming the field', () => {
    withKey('sk_test_abc');
    expect(() => checkEnvironment('development')).not.toThrow();
    const error = (() => {
      try {
        checkEnvironment('production');
      } catch (e) {
        return e;
      }
    })() as BadRequestError;
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toBe(paymentMessages.testModeOnly);
    expect(error.issues).toEqual([{ path: 'environment', message: paymentMessages.testModeOnly }]);
  });

  it('takes only production payments with a live key', () => {
    withKey('sk_live_abc');
    expect(() => checkEnvironment('production')).not.toThrow();
    expect(() => checkEnvironment('development')).toThrow(paymentMessages.liveModeOnly);
  });

  it('counts the local fake (no key) as test mode', () => {
    withKey(undefined);
    expect(() => checkEnvironment('development')).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { formPaymentMismatch } from './payments';

const recorded = { checkoutSessionId: 'cs_test_1', checkoutAmount: 1000, checkoutCurrency: 'usd', checkoutAccount: 'acct_org' };
const session = { id: 'cs_test_1', mode: 'payment' as const, payment_status: 'paid' as const, amount_total: 1000, currency: 'usd' };

describe('formPaymentMismatch', () => {
  it('accepts only the recorded session, paid in full, in its currency, on the recorded account', () => {
    expect(formPaymentMismatch(recorded, session, 'acct_org')).toBeNull();
    expect(formPaymentMismatch(recorded, { ...session, currency: 'USD' }, 'acct_org')).toBeNull();
  });

  it('names what differs', () => {
    expect(formPaymentMismatch(recorded, session, 'acct_other')).toBe('another connected account');
    expect(formPaymentMismatch(recorded, session, undefined)).toBe('another connected account');
    expect(formPaymentMismatch(recorded, { ...session, id: 'cs_test_2' }, 'acct_org')).toBe('another checkout session');
    expect(formPaymentMismatch(recorded, { ...session, amount_total: 100 }, 'acct_org')).toBe('another amount');
    expect(formPaymentMismatch(recorded, { ...session, amount_total: null }, 'acct_org')).toBe('another amount');
    expect(formPaymentMismatch(recorded, { ...session, currency: 'eur' }, 'acct_org')).toBe('another currency');
    expect(formPaymentMismatch(recorded, { ...session, payment_status: 'unpaid' }, 'acct_org')).toBe('not paid');
    expect(formPaymentMismatch(recorded, { ...session, mode: 'subscription' }, 'acct_org')).toBe('not a one-off payment');
  });

  it('fulfils nothing for a submission whose Checkout was never recorded', () => {
    expect(formPaymentMismatch({}, session, 'acct_org')).toBe('no checkout recorded');
    expect(formPaymentMismatch({ checkoutSessionId: 'cs_test_1' }, session, 'acct_org')).toBe('no checkout recorded');
  });
});

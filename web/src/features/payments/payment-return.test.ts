import { describe, expect, it } from 'vitest';
import { formatAmount, formatPlanPrice, readPaymentReturn } from './payment-return';

describe('readPaymentReturn', () => {
  it('reads the Connect code and removes code and scope, keeping the tab', () => {
    const r = readPaymentReturn(new URLSearchParams('tab=payments&code=ac_123&scope=read_write&state=s_abc'));
    expect(r.code).toBe('ac_123');
    expect(r.state).toBe('s_abc');
    expect(r.cleaned?.toString()).toBe('tab=payments');
  });

  it('sees a successful payment and clears the payment intent pair', () => {
    const r = readPaymentReturn(new URLSearchParams('tab=payments&redirect_status=succeeded&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret'));
    expect(r).toMatchObject({ redirectSucceeded: true, paymentSuccessful: false, code: null });
    expect(r.cleaned?.toString()).toBe('tab=payments');
  });

  it('sees paymentsuccessful=true only when it says true', () => {
    expect(readPaymentReturn(new URLSearchParams('paymentsuccessful=true')).paymentSuccessful).toBe(true);
    expect(readPaymentReturn(new URLSearchParams('paymentsuccessful=false')).paymentSuccessful).toBe(false);
    expect(readPaymentReturn(new URLSearchParams('redirect_status=failed')).redirectSucceeded).toBe(false);
  });

  it('leaves a plain address alone', () => {
    expect(readPaymentReturn(new URLSearchParams('tab=payments')).cleaned).toBeNull();
  });

  it('notices a refused Connect', () => {
    const r = readPaymentReturn(new URLSearchParams('tab=payments&error=access_denied&error_description=The+user+denied'));
    expect(r.connectDenied).toBe(true);
    expect(r.cleaned?.toString()).toBe('tab=payments');
  });
});

describe('amounts', () => {
  it('formats Stripe cents and plan prices in USD', () => {
    expect(formatAmount(2900)).toBe('$29.00');
    expect(formatAmount(1500, 'eur')).toBe('€15.00');
    expect(formatPlanPrice(19, 'month')).toBe('$19 / month');
    expect(formatPlanPrice(0, 'year')).toBe('Free');
  });
});

describe('telling other tabs', () => {
  it("reloads other tabs on a payment, never the tab that paid", async () => {
    const { onOtherTabPayment, tellOtherTabsToReload, PAYMENTS_CHANNEL, RELOAD_MESSAGE } = await import('./payment-return');
    let reloads = 0;
    const stop = onOtherTabPayment(() => reloads++);
    tellOtherTabsToReload();
    await new Promise((r) => setTimeout(r, 20));
    expect(reloads).toBe(0);
    // Another tab's message (another sender id) does reload.
    const other = new BroadcastChannel(PAYMENTS_CHANNEL);
    other.postMessage({ type: RELOAD_MESSAGE, from: 'another-tab' });
    await new Promise((r) => setTimeout(r, 20));
    other.close();
    stop();
    expect(reloads).toBe(1);
  });
});

import { t } from '@lingui/core/macro';
import { formatCurrency } from '@web/lib/format';

/**
 * What the payments page reads from its address on the way back from Stripe (spec §2, §5):
 * `code` (+ `scope`, `state`) from Connect OAuth, `redirect_status`, `paymentsuccessful`, and the
 * payment intent pair. Every one of them is removed afterwards, so a reload does not repeat it.
 */
export const RETURN_PARAMS = ['code', 'scope', 'state', 'error', 'error_description', 'redirect_status', 'paymentsuccessful', 'payment_intent', 'payment_intent_client_secret', 'stripe'] as const;

export interface PaymentReturn {
  code: string | null;
  /** The OAuth state that came back with the code; the server checks it is the one it minted. */
  state: string | null;
  /** Connect was refused at Stripe (the person chose Deny). */
  connectDenied: boolean;
  redirectSucceeded: boolean;
  paymentSuccessful: boolean;
  /** The same query without the return parameters; null when there was nothing to remove. */
  cleaned: URLSearchParams | null;
}

export function readPaymentReturn(search: URLSearchParams): PaymentReturn {
  const present = RETURN_PARAMS.filter((p) => search.has(p));
  const cleaned = new URLSearchParams(search);
  for (const p of present) cleaned.delete(p);
  return {
    code: search.get('code') || null,
    state: search.get('state') || null,
    connectDenied: search.get('error') === 'access_denied',
    redirectSucceeded: search.get('redirect_status') === 'succeeded',
    paymentSuccessful: search.get('paymentsuccessful') === 'true',
    cleaned: present.length ? cleaned : null,
  };
}

/** Other open tabs of the app reload when a payment succeeds (§5), through one BroadcastChannel. */
export const PAYMENTS_CHANNEL = 'rally-payments';
export const RELOAD_MESSAGE = 'payment-succeeded';

/** This tab's id: a channel delivers to every other channel object, this tab's listener included. */
const TAB_ID = Math.random().toString(36).slice(2);

export function tellOtherTabsToReload(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PAYMENTS_CHANNEL);
  channel.postMessage({ type: RELOAD_MESSAGE, from: TAB_ID });
  channel.close();
}

/** Listen for another tab's payment; returns the unsubscribe. */
export function onOtherTabPayment(reload: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(PAYMENTS_CHANNEL);
  channel.onmessage = (e: MessageEvent<{ type?: string; from?: string }>) => {
    if (e.data?.type === RELOAD_MESSAGE && e.data.from !== TAB_ID) reload();
  };
  return () => channel.close();
}

/** "$19.00" from cents (Stripe amounts), in the app's language; other currencies by their code. */
export function formatAmount(cents: number, currency = 'usd'): string {
  return formatCurrency(cents, currency.toUpperCase());
}

/** "$19 / month" for a plan; "Free" when it costs nothing. */
export function formatPlanPrice(cost: number, interval: 'month' | 'year'): string {
  if (cost === 0) return t`Free`;
  // Plans cost whole dollars: no cents shown ("$19", "US$19").
  const price = formatCurrency(cost * 100).replace(/[.,]00(?!\d)/, '');
  return interval === 'month' ? t`${price} / month` : t`${price} / year`;
}

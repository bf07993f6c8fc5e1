import type Stripe from 'stripe';
import { ulid } from 'ulid';
import { eventPaymentMessages } from '@shared/constants/event-messages';
import { paymentMessages } from '@shared/constants/payments';
import type { EventItem } from '../../data/events';
import { eventPayments, type EventPaymentItem } from '../../data/event-payments';
import type { RsvpItem } from '../../data/rsvps';
import { teams } from '../../data/teams';
import { users } from '../../data/users';
import { env } from '../../lib/env';
import { ConflictError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { callStripe, stripe } from '../../lib/stripe';
import { accountState } from './account-state';
import { applicationFee, applicationFeeBps } from './fees';

/**
 * Paid events at Stripe: a direct charge on the organiser's connected account (Checkout made with
 * the Stripe-Account header) carrying the platform's application fee, and its refunds. Every
 * Stripe write here has an idempotency key of its payment, so a retry, a double click or a
 * webhook delivered twice reaches Stripe once.
 */

/** Stripe refuses a Checkout expires_at under 30 minutes or over 24 hours after creation. */
// A minute over the minimum, so a slow request still lands inside it.
const CHECKOUT_MIN_SECONDS = 31 * 60;
const CHECKOUT_MAX_SECONDS = 24 * 60 * 60 - 60;

/** What one RSVP pays: the price, plus each guest's when guests are charged (otherwise guests come free). */
export function amountOf(event: Pick<EventItem, 'price' | 'guestPrice' | 'chargeGuests'>, guests: number): number {
  const price = event.price ?? 0;
  return price + (event.chargeGuests && guests > 0 ? (event.guestPrice ?? price) * guests : 0);
}

export const isPaid = (event: Pick<EventItem, 'price'>) => event.price != null && event.price > 0;

/** The creator's payout account, active, or 409 naming why the event cannot take money now. */
export async function payoutAccountOf(creatorId: string): Promise<string> {
  const owner = await users.get(creatorId);
  if (!owner?.stripeId || accountState(owner) !== 'active')
    throw new ConflictError(eventPaymentMessages.organiserCannotTakePayments);
  return owner.stripeId;
}

/**
 * The currency a price is in: the organiser's connected account's default currency, asked of
 * Stripe when the price is set. 409 (naming the reason) unless that account is active.
 */
export async function payoutCurrency(creatorId: string): Promise<string> {
  const owner = await users.get(creatorId);
  if (!owner?.stripeId || accountState(owner) !== 'active') throw new ConflictError(eventPaymentMessages.payoutAccountNeeded);
  const id = owner.stripeId;
  const account = await callStripe(
    'accounts.retrieve (currency)',
    async () => (await stripe()).accounts.retrieve(id),
    paymentMessages.stripeUnavailable,
  );
  if (account.charges_enabled !== true) throw new ConflictError(eventPaymentMessages.payoutAccountNeeded);
  return (account.default_currency ?? 'usd').toLowerCase();
}

/**
 * Open Checkout for a held spot: records the payment (amount, currency, account and, once made,
 * the session) and makes the session on the organiser's account. The hold is the caller's to
 * give back if this throws.
 */
export async function openCheckout(
  event: EventItem,
  held: RsvpItem,
  payer: { uid: string; email?: string },
  paymentId: string,
  nowMs: number,
): Promise<{ url: string; payment: EventPaymentItem }> {
  const account = await payoutAccountOf(event.creatorId);
  const guests = held.guests ?? 0;
  const amount = amountOf(event, guests);
  const [organiser, team] = await Promise.all([
    users.get(event.creatorId),
    event.hostingTeam ? teams.get(event.hostingTeam) : null,
  ]);
  const fee = applicationFee(amount, applicationFeeBps(organiser ?? {}, team?.subscriptionLevel));
  const currency = event.currency ?? 'usd';
  const holdUntilMs = held.holdUntilMs ?? nowMs;
  const payment = await eventPayments.create({
    eventId: event.eventId,
    paymentId,
    occurrence: held.occurrence,
    userId: payer.uid,
    method: 'card',
    status: 'pending',
    amount,
    currency,
    guests,
    applicationFee: fee,
    account,
    holdUntilMs,
    eventTitle: event.title.slice(0, 200),
  });
  const nowSeconds = Math.floor(nowMs / 1000);
  const expiresAt = Math.min(
    Math.max(Math.ceil(holdUntilMs / 1000), nowSeconds + CHECKOUT_MIN_SECONDS),
    nowSeconds + CHECKOUT_MAX_SECONDS,
  );
  const metadata = { eventId: event.eventId, paymentId, occurrence: held.occurrence, uid: payer.uid };
  const appUrl = env().APP_URL;
  const label = guests > 0 ? `${event.title} (you + ${guests} ${guests === 1 ? 'guest' : 'guests'})` : event.title;
  const session = await callStripe(
    'checkout.sessions.create (event)',
    async () =>
      (await stripe()).checkout.sessions.create(
        {
          mode: 'payment',
          ...(payer.email ? { customer_email: payer.email } : {}),
          client_reference_id: payer.uid,
          line_items: [
            { quantity: 1, price_data: { currency, unit_amount: amount, product_data: { name: label.slice(0, 250) } } },
          ],
          metadata,
          payment_intent_data: {
            metadata,
            description: label.slice(0, 250),
            ...(fee > 0 ? { application_fee_amount: fee } : {}),
          },
          expires_at: expiresAt,
          success_url: `${appUrl}/evt/${event.eventId}?paid=1&occurrence=${encodeURIComponent(held.occurrence)}`,
          cancel_url: `${appUrl}/evt/${event.eventId}`,
        },
        { stripeAccount: account, idempotencyKey: `event-pay:${paymentId}` },
      ),
    paymentMessages.stripeUnavailable,
  );
  if (!session.url) throw new ConflictError(paymentMessages.stripeUnavailable);
  await eventPayments.setCheckout(event.eventId, paymentId, session.id);
  logger.info('event checkout started', { eventId: event.eventId, paymentId, sessionId: session.id, amount, fee });
  return { url: session.url, payment: { ...payment, checkoutSessionId: session.id } };
}

export const newPaymentId = () => ulid();

/** The payment's Checkout while still open (a second click reuses it), else null. */
export async function openCheckoutUrl(payment: EventPaymentItem): Promise<string | null> {
  if (!payment.checkoutSessionId || !payment.account || payment.status !== 'pending') return null;
  const { checkoutSessionId, account } = payment;
  try {
    const session = await (await stripe()).checkout.sessions.retrieve(checkoutSessionId, {}, { stripeAccount: account });
    return session.status === 'open' && session.url ? session.url : null;
  } catch (error) {
    logger.warn('event checkout not readable', { paymentId: payment.paymentId, error: error as Error });
    return null;
  }
}

/**
 * Close a payment's Checkout at Stripe when its hold is given back, so it can no longer be paid.
 * Best effort: a session that completes anyway is settled by the webhook (a spot if one is free,
 * else a refund).
 */
export async function closeCheckout(payment: EventPaymentItem): Promise<void> {
  await eventPayments.markExpired(payment.eventId, payment.paymentId);
  if (!payment.checkoutSessionId || !payment.account) return;
  const { checkoutSessionId, account } = payment;
  try {
    await (
      await stripe()
    ).checkout.sessions.expire(
      checkoutSessionId,
      {},
      { stripeAccount: account, idempotencyKey: `event-pay-expire:${payment.paymentId}` },
    );
  } catch (error) {
    logger.info('event checkout not expired at Stripe', { paymentId: payment.paymentId, error: (error as Error).message });
  }
}

/**
 * Why a completed Checkout does not pay this payment (null when it does): the session recorded
 * for it, on the account it was made on, for the amount and currency recorded, and paid. Metadata
 * alone proves nothing: any connected account can put our ids on a session of its own.
 */
export function eventPaymentMismatch(
  p: Pick<EventPaymentItem, 'checkoutSessionId' | 'account' | 'amount' | 'currency'>,
  session: Pick<Stripe.Checkout.Session, 'id' | 'mode' | 'payment_status' | 'amount_total' | 'currency'>,
  account: string | null | undefined,
): string | null {
  if (!p.checkoutSessionId || !p.account) return 'no checkout recorded';
  if (session.mode !== 'payment') return 'not a one-off payment';
  if (!account || account !== p.account) return 'another connected account';
  if (session.id !== p.checkoutSessionId) return 'another checkout session';
  if (session.amount_total !== p.amount) return 'another amount';
  if (session.currency?.toLowerCase() !== p.currency) return 'another currency';
  if (session.payment_status !== 'paid') return 'not paid';
  return null;
}

/**
 * Refund a card payment in full, exactly once: the idempotency key is the payment's, so however
 * many paths ask (leaving, the organiser, a cancellation, a late payment, a retried webhook)
 * Stripe makes one refund, and the record moves paid → refunded once. The application fee goes
 * back too: the platform keeps nothing of money returned. False when there was nothing to refund.
 */
export async function refundPayment(payment: EventPaymentItem, reason: string): Promise<boolean> {
  if (payment.method !== 'card' || payment.status !== 'paid' || !payment.account || !payment.paymentIntentId) return false;
  const { account, paymentIntentId } = payment;
  const refund = await callStripe(
    'refunds.create (event)',
    async () =>
      (await stripe()).refunds.create(
        {
          payment_intent: paymentIntentId,
          refund_application_fee: true,
          metadata: { eventId: payment.eventId, paymentId: payment.paymentId, reason },
        },
        { stripeAccount: account, idempotencyKey: `event-refund:${payment.paymentId}` },
      ),
    paymentMessages.stripeUnavailable,
  );
  const marked = await eventPayments.markRefunded(payment.eventId, payment.paymentId, {
    refundId: refund.id,
    refundedAt: new Date().toISOString(),
  });
  logger.info('event payment refunded', {
    eventId: payment.eventId,
    paymentId: payment.paymentId,
    reason,
    refundId: refund.id,
    marked,
  });
  return true;
}

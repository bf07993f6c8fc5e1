import type Stripe from 'stripe';
import { eventMessages, eventPaymentMessages } from '@shared/constants/event-messages';
import type { EventPaymentDto } from '@shared/schemas/event-payments';
import { events, type EventItem } from '../../data/events';
import { eventPayments, type EventPaymentItem } from '../../data/event-payments';
import { rsvps, type RsvpItem } from '../../data/rsvps';
import { users } from '../../data/users';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { notify } from '../../lib/queue';
import type { Caller } from '../../lib/caller';
import {
  amountOf,
  closeCheckout,
  eventPaymentMismatch,
  newPaymentId,
  openCheckout,
  openCheckoutUrl,
  payoutAccountOf,
  refundPayment,
} from '../payments/event-checkout';
import { requireManager } from './access';
import { occurrencesOf } from './event-dto';
import { releaseExpiredHolds, releaseHold } from './holds';
import { JOIN_HOLD_MS, promoteWaitlist } from './waitlist';
import { notificationText } from '../notifications/copy';

/**
 * Paid events: joining holds a spot (the same conditional write as a free join) and opens
 * Checkout; Stripe's webhook confirms, expires or refunds; leaving before the cut-off and
 * cancelling refund; the organiser refunds one person or marks them paid in cash.
 */

export interface PaidJoin {
  item: RsvpItem;
  checkoutUrl: string | null;
}

/**
 * Hold a spot at one occurrence and open Checkout for it, or join the waitlist when full (a spot
 * freed later comes with a pay link). A held spot of the caller's gets its Checkout again.
 */
export async function joinPaid(
  event: EventItem,
  occurrence: string,
  caller: Pick<Caller, 'uid'> & { email?: string },
  guests: number,
  waitlistAllowed: boolean,
  nowMs: number,
): Promise<PaidJoin> {
  await releaseExpiredHolds(event, occurrence, nowMs);
  const existing = await rsvps.get(event.eventId, occurrence, caller.uid);
  if (existing?.status === 'held') return { item: existing, checkoutUrl: await payForHeld(event, existing, caller, nowMs) };
  if (existing) throw new ConflictError(eventMessages.alreadyRsvped);
  // Refused before a spot is taken: an organiser who cannot take money gets nobody's hold.
  await payoutAccountOf(event.creatorId);
  const paymentId = newPaymentId();
  const held = await rsvps.hold(event.eventId, occurrence, caller.uid, guests, event.capacity ?? null, { holdUntilMs: nowMs + JOIN_HOLD_MS, paymentId });
  if (held === 'exists') throw new ConflictError(eventMessages.alreadyRsvped);
  if (held === 'full') {
    if (!waitlistAllowed) throw new ConflictError(eventMessages.eventFull);
    const waiting = await rsvps.waitlist(event.eventId, occurrence, caller.uid, guests);
    if (waiting === 'exists') throw new ConflictError(eventMessages.alreadyRsvped);
    await promoteWaitlist(event, occurrence, nowMs);
    return { item: (await rsvps.get(event.eventId, occurrence, caller.uid)) ?? waiting, checkoutUrl: null };
  }
  const item = (await rsvps.get(event.eventId, occurrence, caller.uid))!;
  try {
    const { url } = await openCheckout(event, item, caller, paymentId, nowMs);
    return { item, checkoutUrl: url };
  } catch (error) {
    // No Checkout, no hold: the spot goes straight back.
    await releaseHold(event, item, nowMs);
    throw error;
  }
}

/** Checkout for a spot already held (a second click, or a promoted person's pay link). */
async function payForHeld(event: EventItem, held: RsvpItem, caller: Pick<Caller, 'uid'> & { email?: string }, nowMs: number): Promise<string> {
  const earlier = held.paymentId ? await eventPayments.get(event.eventId, held.paymentId) : null;
  if (earlier) {
    const url = await openCheckoutUrl(earlier);
    if (url) return url;
    if (earlier.status === 'pending') await closeCheckout(earlier);
  }
  const paymentId = newPaymentId();
  if (!(await rsvps.attachPayment(held, paymentId))) throw new ConflictError(eventPaymentMessages.holdExpired);
  return (await openCheckout(event, { ...held, paymentId }, caller, paymentId, nowMs)).url;
}

/** The paid (card or cash) payment of one person's spot at one occurrence, if any. */
async function paidPaymentOf(eventId: string, occurrence: string, userId: string): Promise<EventPaymentItem | undefined> {
  return (await eventPayments.ofEvent(eventId)).find((p) => p.occurrence === occurrence && p.userId === userId && p.status === 'paid');
}

/** After a paid player left: their card payment back when the rule says so. */
export async function refundOnLeave(event: EventItem, r: RsvpItem): Promise<boolean> {
  const payment = await paidPaymentOf(event.eventId, r.occurrence, r.userId);
  return payment ? refundPayment(payment, 'left before the cut-off') : false;
}

async function lateRefund(event: EventItem | null, payment: EventPaymentItem, reason: string) {
  const refunded = await refundPayment({ ...payment, status: 'paid' }, reason);
  if (!refunded) return;
  const title = event?.title ?? payment.eventTitle ?? 'the game';
  await notify({
    notificationId: `late-refund-${payment.paymentId}`,
    userId: payment.userId,
    type: 'eventJoined',
    ...notificationText('lateRefund', { event: title }),
    data: { eventId: payment.eventId, occurrence: payment.occurrence },
    link: `/evt/${payment.eventId}`,
  });
}

/**
 * checkout.session.completed for an event payment, from the connected account `account`: the
 * recorded Checkout pays its held spot. A hold that lapsed meanwhile is settled here: the person
 * joins if a spot is free (and nobody waits), else the money goes straight back; so does a
 * payment for a cancelled event or a spot already paid. Safe to run again for the same session.
 */
export async function confirmPaidSession(session: Stripe.Checkout.Session, account: string | null | undefined): Promise<boolean> {
  const { eventId, paymentId } = session.metadata ?? {};
  if (!eventId || !paymentId) return false;
  const recorded = await eventPayments.get(eventId, paymentId);
  const reason = recorded ? eventPaymentMismatch(recorded, session, account) : 'unknown payment';
  if (reason || !recorded) {
    logger.warn('event payment ignored', { eventId, paymentId, sessionId: session.id, account, reason });
    return false;
  }
  if (recorded.status === 'refunded') return true;
  const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  await eventPayments.markPaid(eventId, paymentId, { ...(paymentIntentId ? { paymentIntentId } : {}), paidAt: new Date().toISOString() });
  const payment = (await eventPayments.get(eventId, paymentId))!;
  if (payment.status !== 'paid') return true;
  const event = await events.get(eventId);
  if (!event || event.cancelled) {
    await lateRefund(event, payment, 'event cancelled');
    return true;
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const r = await rsvps.get(eventId, payment.occurrence, payment.userId);
    if (r?.status === 'held' && r.paymentId === paymentId) {
      if (await rsvps.confirmHold(r)) {
        logger.info('paid spot confirmed', { eventId, paymentId });
        return true;
      }
      continue;
    }
    if (r?.status === 'joined' && r.paymentId === paymentId) return true;
    if (!r) {
      const joined = await rsvps.join(eventId, payment.occurrence, payment.userId, payment.guests ?? 0, event.capacity ?? null);
      if (joined === 'joined') {
        logger.info('late payment joined a free spot', { eventId, paymentId });
        return true;
      }
      if (joined === 'exists') continue;
    }
    break;
  }
  await lateRefund(event, payment, 'no spot for a late payment');
  return true;
}

/** checkout.session.expired: the hold of that Checkout (if it is still the one) goes back, to the waitlist first. */
export async function expirePaidSession(session: Stripe.Checkout.Session, account: string | null | undefined): Promise<boolean> {
  const { eventId, paymentId } = session.metadata ?? {};
  if (!eventId || !paymentId) return false;
  const payment = await eventPayments.get(eventId, paymentId);
  if (!payment || payment.checkoutSessionId !== session.id || !account || payment.account !== account) {
    logger.warn('event checkout expiry ignored', { eventId, paymentId, sessionId: session.id, account });
    return false;
  }
  await eventPayments.markExpired(eventId, paymentId);
  const [event, r] = await Promise.all([events.get(eventId), rsvps.get(eventId, payment.occurrence, payment.userId)]);
  if (event && r?.status === 'held' && r.paymentId === paymentId) await releaseHold(event, r);
  return true;
}

/** charge.refunded (made here or in the Stripe dashboard): the record follows Stripe. */
export async function reconcileRefund(charge: Stripe.Charge, account: string | null | undefined): Promise<boolean> {
  const { eventId, paymentId } = charge.metadata ?? {};
  if (!eventId || !paymentId) return false;
  const payment = await eventPayments.get(eventId, paymentId);
  const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!payment || !account || payment.account !== account || !intent || payment.paymentIntentId !== intent || !charge.refunded) {
    logger.warn('event refund ignored', { eventId, paymentId, chargeId: charge.id, account });
    return false;
  }
  const refundId = charge.refunds?.data?.[0]?.id;
  await eventPayments.markRefunded(eventId, paymentId, { ...(refundId ? { refundId } : {}), refundedAt: new Date().toISOString() });
  return true;
}

/**
 * A cancellation gives everyone's card payment back (one occurrence, or all of them), each once
 * whatever the number of calls, and closes open Checkouts. Cash is settled by the organiser.
 */
export async function refundEveryone(event: EventItem, occurrence?: string): Promise<number> {
  const all = (await eventPayments.ofEvent(event.eventId)).filter((p) => !occurrence || p.occurrence === occurrence);
  let refunded = 0;
  for (const p of all) {
    if (p.status === 'pending') await closeCheckout(p);
    else if (await refundPayment(p, 'event cancelled')) refunded++;
  }
  if (all.length) logger.info('cancelled event refunded', { eventId: event.eventId, occurrence, refunded });
  return refunded;
}

async function toDtos(items: EventPaymentItem[]): Promise<EventPaymentDto[]> {
  const people = await users.getMany([...new Set(items.map((p) => p.userId))]);
  const byId = new Map(people.map((u) => [u.uid, u]));
  return items.map((p) => ({
    id: p.paymentId,
    eventId: p.eventId,
    occurrence: p.occurrence,
    userId: p.userId,
    displayName: byId.get(p.userId)?.displayName ?? byId.get(p.userId)?.fullName ?? 'Player',
    method: p.method,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    guests: p.guests ?? 0,
    createdAt: p.createdAt ?? new Date().toISOString(),
    paidAt: p.paidAt ?? null,
    refundedAt: p.refundedAt ?? null,
  }));
}

/** The organiser's record of an event's payments: who paid, how, and what went back (lapsed Checkouts left out). */
export async function listEventPayments(caller: Pick<Caller, 'uid'>, eventId: string): Promise<{ items: EventPaymentDto[] }> {
  await requireManager(eventId, caller);
  const items = (await eventPayments.ofEvent(eventId)).filter((p) => p.status !== 'expired');
  return { items: await toDtos(items.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))) };
}

/** The organiser refunds one card payment in full; the person keeps their spot and is told. */
export async function refundOne(caller: Pick<Caller, 'uid'>, eventId: string, paymentId: string): Promise<EventPaymentDto> {
  const event = await requireManager(eventId, caller);
  const payment = await eventPayments.get(eventId, paymentId);
  if (!payment) throw new NotFoundError(eventPaymentMessages.paymentNotFound);
  if (!(await refundPayment(payment, 'refunded by the organiser'))) throw new ConflictError(eventPaymentMessages.notRefundable);
  await notify({
    notificationId: `refund-${paymentId}`,
    userId: payment.userId,
    type: 'eventJoined',
    ...notificationText('refunded', { event: event.title }),
    data: { eventId, occurrence: payment.occurrence },
    link: `/evt/${eventId}`,
  });
  return (await toDtos([(await eventPayments.get(eventId, paymentId))!]))[0]!;
}

/**
 * The organiser took cash: recorded as a payment, and a held spot becomes a joined one (its open
 * Checkout is closed). 409 when the person has no spot there or has already paid.
 */
export async function markPaidInCash(caller: Pick<Caller, 'uid'>, eventId: string, uid: string, body: { occurrence: string }): Promise<EventPaymentDto> {
  const event = await requireManager(eventId, caller);
  // A cancelled game refunded everyone: a cash record now would be money nobody is owed a spot for.
  if (event.cancelled) throw new ConflictError(eventMessages.eventCancelled);
  const occurrence = new Date(body.occurrence).toISOString();
  if (!occurrencesOf(event).includes(occurrence)) throw new BadRequestError(eventMessages.noSuchOccurrence);
  const r = await rsvps.get(eventId, occurrence, uid);
  if (!r || (r.status !== 'joined' && r.status !== 'held')) throw new ConflictError(eventPaymentMessages.notInGame);
  if (await paidPaymentOf(eventId, occurrence, uid)) throw new ConflictError(eventPaymentMessages.alreadyPaid);
  const paymentId = newPaymentId();
  if (r.status === 'held') {
    const earlier = r.paymentId ? await eventPayments.get(eventId, r.paymentId) : null;
    if (!(await rsvps.attachPayment(r, paymentId)) || !(await rsvps.confirmHold({ ...r, paymentId }))) {
      throw new ConflictError(eventPaymentMessages.notInGame);
    }
    if (earlier?.status === 'pending') await closeCheckout(earlier);
  }
  const payment = await eventPayments.create({
    eventId,
    paymentId,
    occurrence,
    userId: uid,
    method: 'cash',
    status: 'paid',
    amount: amountOf(event, r.guests ?? 0),
    currency: event.currency ?? 'usd',
    guests: r.guests ?? 0,
    recordedBy: caller.uid,
    paidAt: new Date().toISOString(),
    eventTitle: event.title.slice(0, 200),
  });
  logger.info('cash payment recorded', { eventId, paymentId });
  return (await toDtos([payment]))[0]!;
}

/** A person's own event payments (their transactions page), newest first. */
export async function myEventPayments(uid: string): Promise<EventPaymentItem[]> {
  return eventPayments.ofUser(uid);
}

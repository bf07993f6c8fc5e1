import type { EventItem } from '../../data/events';
import { eventPayments } from '../../data/event-payments';
import { rsvps, type RsvpItem } from '../../data/rsvps';
import { logger } from '../../lib/logger';
import { closeCheckout } from '../payments/event-checkout';
import { promoteWaitlist } from './waitlist';

/**
 * Give a held spot back (unpaid at its deadline, Checkout expired, or the person left): the RSVP
 * goes only if it is still that hold, its Checkout is closed, and the spot goes to the waitlist
 * first. False when the hold was paid or changed meanwhile.
 */
export async function releaseHold(event: EventItem, held: RsvpItem, nowMs = Date.now()): Promise<boolean> {
  if (held.status !== 'held') return false;
  if (!(await rsvps.remove(held))) return false;
  const payment = held.paymentId ? await eventPayments.get(event.eventId, held.paymentId) : null;
  if (payment?.status === 'pending') await closeCheckout(payment);
  logger.info('held spot released', { eventId: event.eventId, occurrence: held.occurrence, paymentId: held.paymentId });
  await promoteWaitlist(event, held.occurrence, nowMs);
  return true;
}

/**
 * Lazy expiry: every read or join of an occurrence with holds first gives back the ones past
 * their deadline, so a stale hold never blocks a spot even if the Checkout expiry webhook is
 * late or lost. Costs nothing (the counter read) when the occurrence has no holds.
 */
export async function releaseExpiredHolds(event: EventItem, occurrence: string, nowMs = Date.now()): Promise<number> {
  const counters = await rsvps.counters(event.eventId, occurrence);
  if ((counters.held ?? 0) <= 0) return 0;
  let released = 0;
  for (const held of await rsvps.expiredHolds(event.eventId, occurrence, nowMs)) {
    if (await releaseHold(event, held, nowMs)) released++;
  }
  return released;
}

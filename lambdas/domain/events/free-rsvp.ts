import { eventMessages } from '@shared/constants/messages';
import type { EventItem } from '../../data/events';
import { rsvps, type RsvpItem } from '../../data/rsvps';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { occurrencesOf } from './event-dto';
import { checkJoin, fullRefusal, type Refusal } from './rsvp-rules';
import { promoteWaitlist } from './waitlist';

/*
 * The RSVP writes that never involve a payment: a free join, a request, the waitlist, and an
 * organiser's guest. Kept apart from rsvp.ts so the functions that only need these (the users
 * function merges guests at sign-up) do not carry the Stripe SDK.
 */

export const toError = (r: Refusal) => (r.status === 400 ? new BadRequestError(r.message) : new ConflictError(r.message));
export const ms = (iso: string) => Date.parse(iso);

/** An occurrence named by the client, normalised to the stored form, or 400 when the event has none then. */
export function occurrenceOf(event: EventItem, iso: string): string {
  const normalised = new Date(iso).toISOString();
  if (!occurrencesOf(event).includes(normalised)) throw new BadRequestError(eventMessages.noSuchOccurrence);
  return normalised;
}

export async function rsvpFree(
  event: EventItem,
  occurrence: string,
  uid: string,
  guests: number,
  rule: { mode: 'pending' | 'join'; waitlist: boolean },
  nowMs: number,
): Promise<RsvpItem> {
  if (rule.mode === 'pending') {
    const r = await rsvps.pend(event.eventId, occurrence, uid, guests);
    if (r === 'exists') throw new ConflictError(eventMessages.alreadyRsvped);
    return r;
  }
  const joined = await rsvps.join(event.eventId, occurrence, uid, guests, event.capacity ?? null);
  if (joined === 'exists') throw new ConflictError(eventMessages.alreadyRsvped);
  if (joined === 'joined') return (await rsvps.get(event.eventId, occurrence, uid))!;
  if (!rule.waitlist) throw toError(fullRefusal());
  const waiting = await rsvps.waitlist(event.eventId, occurrence, uid, guests);
  if (waiting === 'exists') throw new ConflictError(eventMessages.alreadyRsvped);
  // Spots may be free behind a party too big for them: let the queue move, in order.
  const promoted = await promoteWaitlist(event, occurrence, nowMs);
  return promoted.includes(uid) ? (await rsvps.get(event.eventId, occurrence, uid))! : waiting;
}

/**
 * An organiser puts a guest (someone without an account) on an occurrence: the same rules and
 * conditional writes as an RSVP (capacity, waitlist, cut-offs), without the approval step an
 * organiser would give themselves. A spot already held answers as it stands.
 */
export async function holdGuestSpot(
  event: EventItem,
  occurrence: string,
  guestId: string,
  nowMs = Date.now(),
): Promise<{ rsvp: RsvpItem; created: boolean }> {
  const held = await rsvps.get(event.eventId, occurrence, guestId);
  if (held) return { rsvp: held, created: false };
  try {
    // A guest never pays through Checkout (the organiser settles with them), so their spot is
    // taken as on a free event, under the same capacity condition.
    const ev = { ...event, creatorApprovalNeeded: false };
    const rule = checkJoin({ ...ev, capacity: ev.capacity ?? null }, ms(occurrence), nowMs, 0);
    if (!rule.ok) throw toError(rule);
    return { rsvp: await rsvpFree(ev, occurrence, guestId, 0, rule, nowMs), created: true };
  } catch (error) {
    const raced =
      error instanceof ConflictError && error.message === eventMessages.alreadyRsvped
        ? await rsvps.get(event.eventId, occurrence, guestId)
        : null;
    if (raced) return { rsvp: raced, created: false };
    throw error;
  }
}

import { eventMessages } from '@shared/constants/messages';

/**
 * RSVP rules, pure: the use cases ask these before they write, and the writes
 * themselves keep capacity under concurrency (conditional transactions in lambdas/data).
 */

export interface RsvpRulesEvent {
  cancelled?: boolean;
  capacity?: number | null;
  allowWaitlist?: boolean;
  allowLateRsvp?: boolean;
  creatorApprovalNeeded?: boolean;
  allowParticipantGuests?: boolean;
  guestLimit?: number;
  hoursToCancelBefore?: number;
  durationMinutes?: number;
  /** Paid events: price per person (minor units); absent or null = free. */
  price?: number | null;
}

export type Refusal = { ok: false; status: 400 | 409; message: string };
const refuse = (status: 400 | 409, message: string): Refusal => ({ ok: false, status, message });

/**
 * May this person RSVP to the occurrence starting at `startMs`, bringing `guests`? On yes, says
 * how: 'pending' (the creator approves first) or 'join' (joined while spots last, else the waitlist
 * when `waitlist` is true, else full).
 */
export function checkJoin(
  event: RsvpRulesEvent,
  startMs: number,
  nowMs: number,
  guests: number,
): Refusal | { ok: true; mode: 'pending' | 'join'; waitlist: boolean } {
  if (event.cancelled) return refuse(409, eventMessages.eventCancelled);
  if (guests > 0 && !event.allowParticipantGuests) return refuse(400, eventMessages.guestsNotAllowed);
  if (guests > (event.guestLimit ?? 0)) return refuse(400, eventMessages.tooManyGuests(event.guestLimit ?? 0));
  if (startMs <= nowMs) {
    if (!event.allowLateRsvp) return refuse(409, eventMessages.lateRsvpClosed);
    if (startMs + (event.durationMinutes ?? 0) * 60_000 <= nowMs) return refuse(409, eventMessages.eventEnded);
  }
  const waitlist = event.allowWaitlist !== false;
  return { ok: true, mode: event.creatorApprovalNeeded ? 'pending' : 'join', waitlist };
}

/** The refusal when a party does not fit and there is no waitlist. */
export const fullRefusal = (): Refusal => refuse(409, eventMessages.eventFull);

/** The cancel cut-off of an occurrence: hoursToCancelBefore before its start (the start itself when 0). */
export const cancelCutoffMs = (event: RsvpRulesEvent, startMs: number) => startMs - (event.hoursToCancelBefore ?? 0) * 3_600_000;

/**
 * May a person with this RSVP leave, and is what they paid given back? On a free event joined
 * players may not leave within hoursToCancelBefore of the start (the organiser counts on them).
 * On a paid event they may, and are refunded when they leave before that cut-off; after it
 * the payment is kept (the page says so before they leave). Waitlisted, pending and held
 * (unpaid) people always may, with nothing to refund.
 */
export function checkLeave(
  event: RsvpRulesEvent,
  status: 'joined' | 'waitlisted' | 'pending' | 'held',
  startMs: number,
  nowMs: number,
): Refusal | { ok: true; refund: boolean } {
  const hours = event.hoursToCancelBefore ?? 0;
  const beforeCutoff = nowMs <= cancelCutoffMs(event, startMs) && nowMs < startMs;
  if (status !== 'joined') return { ok: true, refund: false };
  if (event.price != null) return { ok: true, refund: beforeCutoff || Boolean(event.cancelled) };
  if (!event.cancelled && hours > 0 && nowMs > startMs - hours * 3_600_000) {
    return refuse(409, eventMessages.cancelCutoff(hours));
  }
  return { ok: true, refund: false };
}

/** Spots left: capacity minus the people and guests who hold one; null = unlimited. */
export function spotsLeft(capacity: number | null | undefined, taken: number): number | null {
  return capacity == null ? null : Math.max(0, capacity - taken);
}

export interface Waiting {
  userId: string;
  guests?: number;
  waitSeq?: number;
}

/** The waitlist in arrival order (ticket number), with 1-based positions. */
export function waitlistOrder<T extends Waiting>(waiting: readonly T[]): Array<T & { position: number }> {
  return [...waiting]
    .sort(
      (a, b) =>
        (a.waitSeq ?? Number.MAX_SAFE_INTEGER) - (b.waitSeq ?? Number.MAX_SAFE_INTEGER) || a.userId.localeCompare(b.userId),
    )
    .map((w, i) => ({ ...w, position: i + 1 }));
}

/**
 * Who moves up when `spots` free up: waitlisted people in arrival order, each only if their whole
 * party fits in what is left; a party too big is passed over, not a blocker for smaller ones behind.
 */
export function planPromotions<T extends Waiting>(waiting: readonly T[], spots: number | null): T[] {
  const out: T[] = [];
  let left = spots;
  for (const w of waitlistOrder(waiting)) {
    if (left !== null && left <= 0) break;
    const party = 1 + (w.guests ?? 0);
    if (left !== null && party > left) continue;
    out.push(waiting.find((x) => x.userId === w.userId)!);
    if (left !== null) left -= party;
  }
  return out;
}

/** The occurrence an RSVP without one targets: the next not yet started, or (late RSVPs allowed) one still running. */
export function defaultOccurrence(event: RsvpRulesEvent, occurrences: readonly string[], nowMs: number): string | undefined {
  const next = occurrences.find((o) => Date.parse(o) > nowMs);
  if (!event.allowLateRsvp) return next;
  const running = occurrences.find(
    (o) => Date.parse(o) <= nowMs && Date.parse(o) + (event.durationMinutes ?? 0) * 60_000 > nowMs,
  );
  return running ?? next;
}

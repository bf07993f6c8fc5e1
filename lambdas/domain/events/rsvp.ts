import { eventMessages } from '@shared/constants/messages';
import type { RsvpDto } from '@shared/schemas/event';
import type { EventItem } from '../../data/events';
import { eventPayments } from '../../data/event-payments';
import { rsvps, type RsvpItem } from '../../data/rsvps';
import { users, type UserItem } from '../../data/users';
import { logger } from '../../lib/logger';
import { notificationIdOf, notify } from '../../lib/queue';
import { guests, type GuestItem } from '../../data/guests';
import { isGuestId } from '../guests/deliver';
import { eventPaymentMessages } from '@shared/constants/event-messages';
import { isPaid } from '../payments/event-checkout';
import { releaseExpiredHolds, releaseHold } from './holds';
import { joinPaid, refundOnLeave } from './paid-events';
import { promoteWaitlist, promotedHoldUntil } from './waitlist';
import { holdGuestSpot, ms, occurrenceOf, rsvpFree, toError } from './free-rsvp';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { nextOrLast, occurrencesOf, toCounts } from './event-dto';
import { assertNoBlockBetween, blockedAround, withoutBlocked } from '../privacy/blocking';
import { joinerNamedTo, withCircleFor } from '../privacy/joiners';
import { canManage, joinerViewerOf, requireEvent } from './access';
import type { Caller } from '../../lib/caller';
import { checkJoin, checkLeave, defaultOccurrence, waitlistOrder, type Refusal } from './rsvp-rules';
import { notificationText } from '../notifications/copy';

const SERIES_MAX = 52;

const nameOf = (u: UserItem | undefined) => u?.displayName ?? u?.fullName ?? 'Player';

/** A guest shows by the name the organiser gave (never their e-mail), marked as a guest. */
function toRsvpDtos(
  items: RsvpItem[],
  people: UserItem[],
  positions: Map<string, number>,
  guestsShown: GuestItem[] = [],
): RsvpDto[] {
  const byId = new Map(people.map((u) => [u.uid, u]));
  const guestById = new Map(guestsShown.map((g) => [g.guestId, g]));
  return items.map((r) => ({
    eventId: r.eventId,
    occurrence: r.occurrence,
    userId: r.userId,
    displayName: isGuestId(r.userId) ? (guestById.get(r.userId)?.name ?? 'Guest') : nameOf(byId.get(r.userId)),
    photoURL: byId.get(r.userId)?.photoURL ?? null,
    isGuest: isGuestId(r.userId),
    status: r.status,
    guests: r.guests ?? 0,
    waitlistPosition: r.status === 'waitlisted' ? (positions.get(`${r.occurrence}|${r.userId}`) ?? null) : null,
    holdUntil: r.status === 'held' && r.holdUntilMs ? new Date(r.holdUntilMs).toISOString() : null,
    createdAt: r.createdAt ?? new Date().toISOString(),
  }));
}

/** 1-based waitlist positions (arrival order) of the given RSVPs, one Query per occurrence involved. */
async function positionsOf(items: RsvpItem[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const waiting = items.filter((r) => r.status === 'waitlisted');
  const occurrences = [...new Set(waiting.map((r) => `${r.eventId}|${r.occurrence}`))];
  await Promise.all(
    occurrences.map(async (key) => {
      const [eventId, occurrence] = key.split('|') as [string, string];
      const list = (await rsvps.ofOccurrence(eventId, occurrence)).filter((r) => r.status === 'waitlisted');
      for (const w of waitlistOrder(list)) out.set(`${occurrence}|${w.userId}`, w.position);
    }),
  );
  return out;
}

export { holdGuestSpot, occurrenceOf, promoteWaitlist };

/**
 * One occurrence: pending, joined, or waitlisted (when full and allowed); on a paid event held
 * (with the Checkout to pay at) instead of joined. Refusals as typed errors.
 */
async function rsvpOne(
  event: EventItem,
  occurrence: string,
  caller: Pick<Caller, 'uid'> & { email?: string },
  guests: number,
  nowMs: number,
): Promise<{ item: RsvpItem; checkoutUrl: string | null }> {
  const uid = caller.uid;
  const rule = checkJoin({ ...event, capacity: event.capacity ?? null }, ms(occurrence), nowMs, guests);
  if (!rule.ok) throw toError(rule);
  if (isPaid(event) && rule.mode === 'join') return joinPaid(event, occurrence, caller, guests, rule.waitlist, nowMs);
  return { item: await rsvpFree(event, occurrence, uid, guests, rule, nowMs), checkoutUrl: null };
}

/**
 * The organiser hears about a new RSVP (type eventJoined, sent as the joiner so a block holds);
 * one notification per RSVP, even for a whole series. A queue failure never fails the RSVP.
 */
async function tellOrganiser(event: EventItem, joinerId: string, joinerName: string, first: RsvpItem | undefined) {
  if (!first || !event.creatorId || event.creatorId === joinerId) return;
  try {
    await notify({
      notificationId: notificationIdOf('rsvp', event.eventId, first.occurrence, joinerId, first.createdAt ?? ''),
      userId: event.creatorId,
      senderId: joinerId,
      type: 'eventJoined',
      ...notificationText('rsvpJoined', { name: joinerName, event: event.title, status: first.status }),
      data: { eventId: event.eventId, occurrence: first.occurrence, userId: joinerId },
      link: `/evt/${event.eventId}`,
    });
  } catch (error) {
    logger.error('organiser RSVP notification not queued', { eventId: event.eventId, error });
  }
}

export async function rsvpEvent(
  caller: Pick<Caller, 'uid'> & { email?: string },
  eventId: string,
  body: { occurrence?: string; series: boolean; guests: number },
  nowMs = Date.now(),
) {
  const event = await requireEvent(eventId);
  // Joining, the waitlist and a pending request all reach the organiser: not across a block.
  await assertNoBlockBetween(caller.uid, event.creatorId);
  const all = occurrencesOf(event);
  let targets: string[];
  if (body.series && event.reoccurringInfo) targets = all.filter((o) => ms(o) > nowMs).slice(0, SERIES_MAX);
  else if (body.occurrence) targets = [occurrenceOf(event, body.occurrence)];
  else targets = [defaultOccurrence(event, all, nowMs) ?? all[all.length - 1]!];
  if (!targets.length) throw new ConflictError(eventMessages.noUpcomingOccurrence);
  if (targets.length > 1 && isPaid(event)) throw new BadRequestError(eventPaymentMessages.seriesNotPaid);

  const items: RsvpItem[] = [];
  let checkoutUrl: string | null = null;
  if (targets.length === 1) {
    const one = await rsvpOne(event, targets[0]!, caller, body.guests, nowMs);
    items.push(one.item);
    checkoutUrl = one.checkoutUrl;
  } else {
    // A series: every upcoming occurrence; one already RSVPed keeps its RSVP.
    for (const occurrence of targets) {
      try {
        items.push((await rsvpOne(event, occurrence, caller, body.guests, nowMs)).item);
      } catch (error) {
        if (!(error instanceof ConflictError && error.message === eventMessages.alreadyRsvped)) {
          if (!items.length) throw error;
          if (error instanceof AppError) continue;
          throw error;
        }
        const existing = await rsvps.get(eventId, occurrence, caller.uid);
        if (existing) items.push(existing);
      }
    }
  }
  const [people, positions] = await Promise.all([users.getMany([caller.uid]), positionsOf(items)]);
  logger.info('rsvp saved', { eventId, occurrences: items.length });
  await tellOrganiser(event, caller.uid, nameOf(people[0]), items[0]);
  return { items: toRsvpDtos(items, people, positions), checkoutUrl };
}

/** Leave one occurrence (default: the next one I am in) or every upcoming one; frees spots and promotes. */
export async function leaveEvent(
  caller: Pick<Caller, 'uid'>,
  eventId: string,
  query: { occurrence?: string; series: boolean },
  nowMs = Date.now(),
) {
  const event = await requireEvent(eventId);
  const mine = (await rsvps.ofUserForEvent(caller.uid, eventId)).sort((a, b) => ms(a.occurrence) - ms(b.occurrence));
  const notOver = (r: RsvpItem) => ms(r.occurrence) + (event.durationMinutes ?? 0) * 60_000 > nowMs;
  let targets: RsvpItem[];
  if (query.series) targets = mine.filter(notOver);
  else if (query.occurrence) {
    const o = new Date(query.occurrence).toISOString();
    targets = mine.filter((r) => r.occurrence === o);
  } else targets = mine.filter(notOver).slice(0, 1);
  if (!targets.length) throw new NotFoundError(eventMessages.notRsvped);

  const refusals: Refusal[] = [];
  const left: string[] = [];
  const promoted: string[] = [];
  const refunded: string[] = [];
  for (const target of targets) {
    // The RSVP may change under us (promoted from the waitlist, approved): re-read and try again.
    let r: RsvpItem | null = target;
    for (let attempt = 0; r && attempt < 3; attempt++) {
      const rule = checkLeave(event, r.status, ms(r.occurrence), nowMs);
      if (!rule.ok) {
        refusals.push(rule);
        break;
      }
      if (r.status === 'held') {
        if (await releaseHold(event, r, nowMs)) {
          left.push(r.occurrence);
          break;
        }
      } else if (await rsvps.remove(r)) {
        left.push(r.occurrence);
        if (rule.refund && (await refundOnLeave(event, r))) refunded.push(r.occurrence);
        if (r.status === 'joined') promoted.push(...(await promoteWaitlist(event, r.occurrence, nowMs)));
        break;
      }
      r = await rsvps.get(eventId, target.occurrence, caller.uid);
    }
  }
  if (!left.length && refusals.length) throw toError(refusals[0]!);
  logger.info('rsvp left', { eventId, left: left.length, promoted: promoted.length, refunded: refunded.length });
  return { left, promoted, refunded };
}

/** The creator approves (joined, or waitlisted when full) or declines (removed) a pending RSVP. */
export async function reviewRsvp(
  caller: Pick<Caller, 'uid'>,
  eventId: string,
  uid: string,
  body: { occurrence: string; approve: boolean },
) {
  const event = await requireEvent(eventId);
  if (!(await canManage(event, caller.uid))) throw new ForbiddenError(eventMessages.notOrganiser);
  const occurrence = occurrenceOf(event, body.occurrence);
  const r = await rsvps.get(eventId, occurrence, uid);
  if (!r || r.status !== 'pending') throw new ConflictError(eventMessages.notPending);
  if (!body.approve) {
    await rsvps.remove(r);
    return { rsvp: null };
  }
  // A paid event's approved player gets a held spot to pay for, like a promoted one.
  if (!(await rsvps.admit(r, event.capacity ?? null, isPaid(event) ? promotedHoldUntil(occurrence, Date.now()) : undefined))) {
    if (event.allowWaitlist === false) throw new ConflictError(eventMessages.eventFull);
    if (!(await rsvps.pendingToWaitlist(r))) throw new ConflictError(eventMessages.notPending);
  }
  const stored = (await rsvps.get(eventId, occurrence, uid))!;
  const [people, positions] = await Promise.all([users.getMany([uid]), positionsOf([stored])]);
  return { rsvp: toRsvpDtos([stored], people, positions)[0]! };
}

/**
 * RSVPs of one occurrence (default: the next): joined, then pending, then the waitlist in arrival
 * order. The counts cover everyone; the list leaves out people in a block pair with the reader
 * and names only whom the joiner rule lets the caller see (privacy/joiners.ts: the organiser
 * everyone, others themselves and the people who show their games, never a pending request).
 * Waitlist positions stay the real ones.
 */
export async function listEventRsvps(
  caller: Pick<Caller, 'uid'>,
  eventId: string,
  query: { occurrence?: string },
  nowMs = Date.now(),
) {
  const event = await requireEvent(eventId);
  const occurrence = query.occurrence ? occurrenceOf(event, query.occurrence) : nextOrLast(occurrencesOf(event), nowMs);
  await releaseExpiredHolds(event, occurrence, nowMs);
  const [items, counters, payments] = await Promise.all([
    rsvpsNamedTo(caller, event, occurrence),
    rsvps.counters(eventId, occurrence),
    event.price != null ? eventPayments.ofEvent(eventId) : undefined,
  ]);
  const counts = toCounts(counters, event.capacity);
  if (!payments) return { occurrence, items, counts };
  const mine = payments.filter((p) => p.userId === caller.uid && p.occurrence === occurrence);
  const shown = mine.find((p) => p.status === 'paid') ?? mine[mine.length - 1];
  return { occurrence, items, counts, myPayment: shown ? { method: shown.method, status: shown.status } : null };
}

/**
 * The RSVPs of one occurrence that the reader may see, in list order: blocks and the joiner rule
 * (privacy, minors) applied. Every path that names an event's people (the RSVP list, the full event's joiners) reads
 * through here. Signed-out readers get no list at all (the RSVP route is signed-in only).
 */
export async function rsvpsNamedTo(caller: Pick<Caller, 'uid'>, event: EventItem, occurrence: string): Promise<RsvpDto[]> {
  const [all, viewer, blocked] = await Promise.all([
    rsvps.ofOccurrence(event.eventId, occurrence),
    joinerViewerOf(event, caller),
    blockedAround(caller.uid),
  ]);
  const byCreated = (a: RsvpItem, b: RsvpItem) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '');
  // Positions count everyone waiting, so a hidden person still holds their place.
  const waiting = waitlistOrder(all.filter((r) => r.status === 'waitlisted'));
  const list = withoutBlocked(all, blocked, (r) => r.userId);
  const ordered = [
    ...list.filter((r) => r.status === 'joined').sort(byCreated),
    ...list.filter((r) => r.status === 'held').sort(byCreated),
    ...list.filter((r) => r.status === 'pending').sort(byCreated),
    ...withoutBlocked(waiting, blocked, (w) => w.userId),
  ];
  const positions = new Map(waiting.map((w) => [`${occurrence}|${w.userId}`, w.position]));
  const ids = ordered.map((r) => r.userId);
  const [people, guestsShown] = await Promise.all([
    users.getMany(ids.filter((id) => !isGuestId(id))),
    guests.getMany(ids.filter(isGuestId)),
  ]);
  const byId = new Map(people.map((u) => [u.uid, u]));
  const seeing = await withCircleFor(viewer, people);
  const named = ordered.filter((r) =>
    joinerNamedTo(seeing, {
      uid: r.userId,
      status: r.status,
      privacySettings: byId.get(r.userId)?.privacySettings,
      birthdate: byId.get(r.userId)?.birthdate,
      guest: isGuestId(r.userId),
    }),
  );
  return toRsvpDtos(named, people, positions, guestsShown);
}

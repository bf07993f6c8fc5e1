import { ulid } from 'ulid';
import { eventMessages, messages } from '@shared/constants/messages';
import { eventPaymentMessages } from '@shared/constants/event-messages';
import { eventPayments } from '../../data/event-payments';
import type { EventDto, EventInput } from '@shared/schemas/event';
import { events, type EventItem } from '../../data/events';
import { eventEdits } from '../../data/event-edits';
import { rsvps } from '../../data/rsvps';
import { endorsements } from '../../data/endorsements';
import { goNoGos } from '../../data/go-no-go';
import { favorites } from '../../data/favorites';
import { places } from '../../data/places';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { announce } from '../../lib/queue';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { canManage, requireEvent, requireHostingRights, requireManager } from './access';
import type { Caller } from '../../lib/caller';
import { nextOrLast, occurrencesOf, toCounts, toEventDto, toStoredFields } from './event-dto';
import { followSchedule } from './moved-dates';
import { callOff } from './cancel';
import { goNoGoOf, planGoNoGo } from './go-no-go';
import { promoteWaitlist, rsvpsNamedTo } from './rsvp';
import { payoutCurrency } from '../payments/event-checkout';
import { releaseExpiredHolds } from './holds';
import { notificationText } from '../notifications/copy';

/**
 * A price is set only by an organiser whose payout account is active (409 naming why otherwise),
 * in that account's currency; the event's creator's account is the one paid.
 */
async function priceFields(input: EventInput, creatorId: string, before?: EventItem, nowMs = Date.now()): Promise<{ currency?: string }> {
  if (input.price == null) {
    // Making a game free would leave card payments for dates still to come with no way back to
    // their payers (leaving refunds only on a paid event): they are refunded first. Cash is the
    // organiser's to hand back, and past dates are history.
    if (before?.price != null) {
      const live = (await eventPayments.ofEvent(before.eventId)).some(
        (p) => p.method === 'card' && (p.status === 'paid' || p.status === 'pending') && Date.parse(p.occurrence) >= nowMs,
      );
      if (live) throw new ConflictError(eventPaymentMessages.priceInUse);
    }
    return {};
  }
  const unchanged = before?.price === input.price && (before.guestPrice ?? null) === (input.guestPrice ?? null) && before.currency;
  if (unchanged) return { currency: before.currency };
  return { currency: await payoutCurrency(creatorId) };
}

/** A saved place fills the location's name, address and point (404 'Place not found'). */
async function resolveLocation(input: EventInput): Promise<EventInput> {
  const placeId = input.location.placeId;
  if (!placeId) return input;
  const place = await places.get(placeId);
  if (!place) throw new NotFoundError(messages.placeNotFound);
  return { ...input, location: { placeId, name: place.name, address: place.address, lat: place.lat, lng: place.lng } };
}

/**
 * The full event with the next occurrence's counts and the creator's display name, as this reader
 * sees it: joiners through the RSVP list's rule (rsvpsNamedTo; none when signed out), and of the favourites the count
 * and whether the reader is one of them (who else favourited stays theirs).
 */
export async function eventDto(event: EventItem, reader: Pick<Caller, 'uid'> | undefined, nowMs = Date.now()): Promise<EventDto> {
  const occurrence = nextOrLast(occurrencesOf(event), nowMs);
  await releaseExpiredHolds(event, occurrence, nowMs);
  const [counters, creator, named, favorited, viewerCanManage, rated, decisions] = await Promise.all([
    rsvps.counters(event.eventId, occurrence),
    users.get(event.creatorId),
    // Signed out: counts only, as the RSVP list (signed-in only) already decides.
    reader ? rsvpsNamedTo(reader, event, occurrence) : [],
    reader ? favorites.isFavorite(reader.uid, event.eventId) : false,
    reader ? canManage(event, reader.uid) : false,
    reader ? endorsements.hasGivenAt(reader.uid, event.eventId) : false,
    // Only events that ever had a minimum have go/no-go records.
    event.hasMinimumNeeded ? goNoGos.ofEvent(event.eventId) : [],
  ]);
  const joiners = named
    .filter((r) => r.status === 'joined')
    .map((r) => ({ userId: r.userId, displayName: r.displayName, photoURL: r.photoURL, guests: r.guests, isGuest: r.isGuest }));
  const count = Math.max(0, event.favoriteCount ?? 0);
  return toEventDto(
    event,
    toCounts(counters, event.capacity),
    creator?.displayName ?? creator?.fullName ?? null,
    {
      joiners,
      favoritedList: { count, favorited },
      viewerCanManage,
      rated,
      goNoGo: goNoGoOf(event, occurrence, decisions, nowMs),
    },
    nowMs,
  );
}

export async function createEvent(caller: Pick<Caller, 'uid'>, input: EventInput): Promise<EventDto> {
  await requireHostingRights(caller, input);
  const [resolved, money] = await Promise.all([resolveLocation(input), priceFields(input, caller.uid)]);
  const created = await events.create({
    eventId: ulid(),
    creatorId: caller.uid,
    cancelled: false,
    favoriteCount: 0,
    version: 1,
    ...toStoredFields(resolved),
    ...money,
  });
  logger.info('event created', { eventId: created.eventId });
  await scheduleGoNoGo(created);
  if (!created.isPrivate) {
    // Players nearby hear of it through the announce queue; the event exists either way.
    await announce({ kind: 'event-created', eventId: created.eventId }).catch((error: unknown) =>
      logger.error('new event not announced', { eventId: created.eventId, error: error as Error }),
    );
  }
  return eventDto(created, caller);
}

export async function getEvent(reader: Pick<Caller, 'uid'> | undefined, eventId: string): Promise<EventDto> {
  return eventDto(await requireEvent(eventId), reader);
}

export async function updateEvent(
  caller: Pick<Caller, 'uid'>,
  eventId: string,
  input: EventInput & { version: number },
): Promise<EventDto & { rsvpsMoved: number }> {
  const before = await requireManager(eventId, caller);
  await requireHostingRights(caller, input, before);
  // The money goes to the creator's payout account: only they decide what people pay.
  const guestPrice = input.price != null && input.allowParticipantGuests && input.chargeGuests ? (input.guestPrice ?? null) : null;
  const priceChanged = (before.price ?? null) !== (input.price ?? null) || (before.guestPrice ?? null) !== guestPrice;
  if (priceChanged && caller.uid !== before.creatorId) throw new ForbiddenError(eventPaymentMessages.creatorSetsPrice);
  const [resolved, money] = await Promise.all([resolveLocation(input), priceFields(input, before.creatorId, before)]);
  // Noted before the save, with a delayed check: if this request stops half-way through the
  // follow-up, the announce consumer finishes it (`finishEventEdit`).
  const version = input.version + 1;
  await eventEdits.open(before, version);
  await announce({ kind: 'finish-event-edit', eventId, version }, FINISH_CHECK_SECONDS).catch((error: unknown) =>
    logger.error('edit check not queued', { eventId, error: error as Error }),
  );
  const saved = await events.update(eventId, { ...toStoredFields(resolved), ...money }, input.version);
  if (saved === 'missing' || saved === 'stale') {
    await eventEdits.close(eventId, version);
    if (saved === 'missing') throw new NotFoundError(messages.gameNotFound);
    throw new ConflictError(eventMessages.staleEvent);
  }
  logger.info('event updated', { eventId, version: saved.version });
  const rsvpsMoved = await followEdit(before, saved);
  await eventEdits.close(eventId, version);
  return { ...(await eventDto(saved, caller)), rsvpsMoved };
}

/** How long after an edit starts its follow-up is checked (the API answers within 30 s). */
export const FINISH_CHECK_SECONDS = 300;

/**
 * What an edit changes beyond the event: RSVPs, invitations and payments of moved dates follow
 * them, dropped dates are refunded and told, the go/no-go schedule follows the cut-off, and more
 * spots move waitlists up. Every step is idempotent (conditional moves, notification ids), so it
 * can run again after a stop half-way. Answers how many RSVPs moved.
 */
async function followEdit(before: EventItem, saved: EventItem, resuming = false): Promise<number> {
  const { rsvpsMoved } = await followSchedule(before, saved, Date.now(), { resuming });
  await scheduleGoNoGo(saved, before);
  const grew =
    saved.capacity === undefined
      ? before.capacity !== undefined
      : before.capacity !== undefined && saved.capacity > before.capacity;
  if (grew) await promoteAfterGrowth(saved);
  return rsvpsMoved;
}

/**
 * The delayed check of an edit: nothing to do when its follow-up finished (the note is gone) or
 * its save never happened (the event is not at that version yet: the note is dropped). Otherwise
 * the follow-up runs from the event as it was to the event as it is now, which also covers
 * later edits (each moves what is on its own dates), and the note is dropped. A cancelled event
 * has nothing to follow: its cancellation told and refunded everyone.
 */
export async function finishEventEdit(eventId: string, version: number): Promise<'done' | 'not-saved' | 'finished'> {
  const before = await eventEdits.before(eventId, version);
  if (!before) return 'done';
  const current = await events.get(eventId);
  if (!current || (current.version ?? 1) < version) {
    await eventEdits.close(eventId, version);
    return 'not-saved';
  }
  if (!current.cancelled) {
    const moved = await followEdit(before, current, true);
    logger.warn('event edit finished late', { eventId, version, rsvpsMoved: moved });
  }
  await eventEdits.close(eventId, version);
  return 'finished';
}

/**
 * The event is saved (or cancelled) either way: a schedule that could not be set is logged as an
 * error rather than failing a write the organiser would retry into a duplicate. A schedule left
 * behind by a cancel fires into a cancelled event and decides nothing.
 */
async function scheduleGoNoGo(event: EventItem, before?: EventItem): Promise<void> {
  if (!event.hasMinimumNeeded && !before?.hasMinimumNeeded) return;
  await planGoNoGo(event, before).catch((error: unknown) =>
    logger.error('go/no-go not scheduled', { eventId: event.eventId, error: error as Error }),
  );
}

/** More spots (capacity raised or lifted): move waitlists up on every upcoming occurrence that has one. */
async function promoteAfterGrowth(event: EventItem, nowMs = Date.now()) {
  const upcoming = occurrencesOf(event)
    .filter((o) => Date.parse(o) >= nowMs)
    .slice(0, 52);
  const counters = await rsvps.countersMany(upcoming.map((occurrence) => ({ eventId: event.eventId, occurrence })));
  for (const c of counters) if ((c.waitlisted ?? 0) > 0) await promoteWaitlist(event, c.occurrence);
}

/** Cancel, then tell every joined, waitlisted and pending person once (idempotent notification ids). */
export async function cancelEvent(caller: Pick<Caller, 'uid'>, eventId: string): Promise<EventDto> {
  const event = await requireManager(eventId, caller);
  const cancelled = await callOff(event, null, {
    words: notificationText('eventCancelled', { event: event.title, paid: event.price != null }),
    idPrefix: 'cancel',
  });
  await scheduleGoNoGo(cancelled, event);
  return eventDto(cancelled, caller);
}

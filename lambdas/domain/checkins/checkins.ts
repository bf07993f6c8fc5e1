import { checkinMessages } from '@shared/constants/checkin-messages';
import { eventMessages } from '@shared/constants/event-messages';
import { messages } from '@shared/constants/messages';
import type { CheckinDto, CheckInResultDto, CheckinListDto, GamesAttendedDto } from '@shared/schemas/checkin';
import { checkins, type CheckinItem } from '../../data/checkins';
import { events, type EventItem } from '../../data/events';
import { rsvps } from '../../data/rsvps';
import { users, type UserItem } from '../../data/users';
import type { Caller } from '../../lib/caller';
import { ConflictError, invalidInput, NotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { requireManager } from '../events/access';
import { occurrencesOf } from '../events/event-dto';
import { nameSeenByOthers } from '../people/seen-by-others';
import { assertVisibleTo } from '../privacy/blocking';
import { gamesAttendedVisible } from '../privacy/rules';

/** How many of a person's latest games attended the profile lists. */
export const RECENT_GAMES_ATTENDED = 5;

/** The occurrence named by the client, as stored (ISO UTC), or 400 naming `occurrence`. */
function occurrenceOf(event: EventItem, iso: string): string {
  const normalised = new Date(iso).toISOString();
  if (!occurrencesOf(event).includes(normalised)) throw invalidInput([{ path: 'occurrence', message: eventMessages.noSuchOccurrence }]);
  return normalised;
}

function toDto(item: CheckinItem, person: Pick<UserItem, 'displayName' | 'fullName'> | null | undefined): CheckinDto {
  return {
    eventId: item.eventId,
    occurrence: item.occurrence,
    userId: item.userId,
    displayName: nameSeenByOthers(person),
    checkedInBy: item.checkedInBy,
    checkedInAt: item.createdAt ?? new Date().toISOString(),
  };
}

/**
 * PUT /api/events/{eventId}/checkins/{uid}: an organiser checks in a player who joined the
 * occurrence. Doing it again changes nothing and answers the stored record. A person who has not
 * joined is refused (409): a walk-in joins first (the RSVP path keeps capacity, approval and
 * blocks), then is checked in.
 */
export async function checkInPlayer(caller: Pick<Caller, 'uid'>, eventId: string, uid: string, body: { occurrence: string }): Promise<CheckInResultDto> {
  const event = await requireManager(eventId, caller);
  const occurrence = occurrenceOf(event, body.occurrence);
  const person = await users.get(uid);
  if (!person) throw invalidInput([{ path: 'uid', message: checkinMessages.noSuchPerson }]);
  const key = { eventId, occurrence, userId: uid };
  const existing = await checkins.get(key);
  if (existing) return { checkin: toDto(existing, person), created: false };
  const rsvp = await rsvps.get(eventId, occurrence, uid);
  if (rsvp?.status !== 'joined') throw new ConflictError(checkinMessages.notJoined(nameSeenByOthers(person)));
  const { item, created } = await checkins.create(key, caller.uid);
  if (created) logger.info('player checked in', { eventId, occurrence });
  return { checkin: toDto(item, person), created };
}

/** DELETE /api/events/{eventId}/checkins/{uid}?occurrence=: organisers undo a check-in. */
export async function undoCheckIn(caller: Pick<Caller, 'uid'>, eventId: string, uid: string, query: { occurrence: string }) {
  const event = await requireManager(eventId, caller);
  const occurrence = occurrenceOf(event, query.occurrence);
  if (!(await checkins.remove({ eventId, occurrence, userId: uid }))) throw new NotFoundError(checkinMessages.notCheckedIn);
  logger.info('check-in undone', { eventId, occurrence });
  return { removed: true as const };
}

/** GET /api/events/{eventId}/checkins?occurrence=: users by check-in, for the organisers. */
export async function listCheckins(caller: Pick<Caller, 'uid'>, eventId: string, query: { occurrence: string }): Promise<CheckinListDto> {
  const event = await requireManager(eventId, caller);
  const occurrence = occurrenceOf(event, query.occurrence);
  const [items, counters] = await Promise.all([checkins.ofOccurrence(eventId, occurrence), rsvps.counters(eventId, occurrence)]);
  const people = new Map((await users.getMany([...new Set(items.map((c) => c.userId))])).map((u) => [u.uid, u]));
  const sorted = [...items].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  return {
    occurrence,
    items: sorted.map((c) => toDto(c, people.get(c.userId))),
    counts: { checkedIn: items.length, joined: counters.joined ?? 0 },
  };
}

/** Is this event one the viewer may see named on someone else's profile (as the profile's games table decides). */
const eventShownTo = (e: EventItem, viewerUid: string, nowMs: number) =>
  !e.isPrivate || (e.makePublicAfterMs !== undefined && e.makePublicAfterMs <= nowMs) || e.creatorId === viewerUid;

/**
 * GET /api/users/{uid}/games-attended: how many games the person was checked in at, and the
 * latest ones. Null while publicGamesAttended hides them (a minor's default); a blocked pair gets
 * 404 'User not found', as for the profile.
 */
export async function listGamesAttended(caller: Pick<Caller, 'uid'>, uid: string, now = new Date()): Promise<GamesAttendedDto> {
  if (caller.uid !== uid) await assertVisibleTo(caller, uid, messages.userNotFound);
  const owner = await users.get(uid);
  if (!owner) throw new NotFoundError(messages.userNotFound);
  if (!gamesAttendedVisible(caller.uid, owner, now)) return { gamesAttended: null };
  const mine = await checkins.ofUser(uid);
  const latest = mine.slice(0, RECENT_GAMES_ATTENDED * 4);
  const found = new Map((await events.getMany([...new Set(latest.map((c) => c.eventId))])).map((e) => [e.eventId, e]));
  const recent = latest
    .flatMap((c) => {
      const e = found.get(c.eventId);
      return e && (caller.uid === uid || eventShownTo(e, caller.uid, now.getTime())) ? [{ eventId: e.eventId, title: e.title, occurrence: c.occurrence }] : [];
    })
    .slice(0, RECENT_GAMES_ATTENDED);
  return { gamesAttended: { count: mine.length, recent } };
}

import { limits } from '@shared/constants/limits';
import type { EventSummaryDto } from '@shared/schemas/event';
import { eventMessages } from '@shared/constants/event-messages';
import { events, type EventItem } from '../../data/events';
import { rsvps } from '../../data/rsvps';
import { users } from '../../data/users';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { messages } from '@shared/constants/messages';
import { personHiddenFrom } from '../privacy/blocking';
import { gamesAttendedVisible, upcomingGamesVisible } from '../privacy/rules';
import { occurrencesOf, toSummary } from './event-dto';
import type { Caller } from '../../lib/caller';
import { withJoinedCounts, type Paged } from './nearby';
import { groupSlots, slotGroupOf } from './slot-groups';

interface UserEventsQuery {
  role: 'joined' | 'created';
  pastFuture: 'future' | 'past';
  page: number;
  limit: number;
  /** Leave cancelled events out before paging (home and profile "upcoming" lists). */
  activeOnly?: boolean;
}

/** Is this event visible in someone else's profile table: public (or made public), or the caller is in it. */
const visibleTo = (e: EventItem, callerUid: string, callerEventIds: Set<string>, nowMs: number) =>
  !e.isPrivate ||
  (e.makePublicAfterMs !== undefined && e.makePublicAfterMs <= nowMs) ||
  e.creatorId === callerUid ||
  callerEventIds.has(e.eventId);

/**
 * GET /api/users/{uid}/events, the profile table: another person's future games only when their
 * publicUpcomingGames flag allows (§6), the past games they joined only when publicGamesAttended
 * does (they are the games they attended); the games they created are the organiser's public
 * record. A block pair, or a stranger to a minor: 404 'User not found', as for the profile.
 */
export async function listProfileEvents(caller: Pick<Caller, 'uid'>, uid: string, q: UserEventsQuery, nowMs = Date.now()) {
  if (caller.uid !== uid) {
    // One read of the owner serves the page rule and the flags.
    const owner = await users.get(uid);
    if (owner && (await personHiddenFrom(caller, uid, owner))) throw new NotFoundError(messages.userNotFound);
    if (q.pastFuture === 'future') {
      if (!upcomingGamesVisible(caller.uid, uid, owner?.privacySettings)) throw new ForbiddenError(eventMessages.upcomingGamesPrivate);
    } else if (q.role === 'joined' && owner && !gamesAttendedVisible(caller.uid, owner, new Date(nowMs))) {
      throw new ForbiddenError(eventMessages.gamesAttendedPrivate);
    }
  }
  return listUserEvents(caller, uid, q, nowMs);
}

/**
 * Events for a profile table (§7): those a person joined (RSVP status joined) or created, future (soonest first) or past (newest first), one row per event at its
 * next (future) or latest (past) occurrence.
 */
export async function listUserEvents(
  caller: Pick<Caller, 'uid'>,
  uid: string,
  q: UserEventsQuery,
  nowMs = Date.now(),
  options: { joinedCounts?: boolean } = {},
): Promise<Paged<EventSummaryDto>> {
  const past = q.pastFuture === 'past';
  const inScope = (iso: string) => (past ? Date.parse(iso) < nowMs : Date.parse(iso) >= nowMs);
  let rows: Array<{ e: EventItem; occurrence: string }> = [];
  if (q.role === 'created') {
    for (const e of await events.byCreator(uid)) {
      const occ = occurrencesOf(e).filter(inScope);
      const occurrence = past ? occ[occ.length - 1] : occ[0];
      if (occurrence) rows.push({ e, occurrence });
    }
  } else {
    const mine = (await rsvps.ofUser(uid)).filter((r) => r.status === 'joined' && inScope(r.occurrence));
    const chosen = new Map<string, string>();
    for (const r of mine) {
      const prev = chosen.get(r.eventId);
      if (!prev || (past ? r.occurrence > prev : r.occurrence < prev)) chosen.set(r.eventId, r.occurrence);
    }
    const found = await events.getMany([...chosen.keys()]);
    rows = found.map((e) => ({ e, occurrence: chosen.get(e.eventId)! }));
  }
  if (caller.uid !== uid) {
    const callerEventIds = new Set((await rsvps.ofUser(caller.uid)).map((r) => r.eventId));
    rows = rows.filter(({ e }) => visibleTo(e, caller.uid, callerEventIds, nowMs));
  }
  if (q.activeOnly) rows = rows.filter(({ e }) => !e.cancelled);
  rows.sort((a, b) => (past ? b.occurrence.localeCompare(a.occurrence) : a.occurrence.localeCompare(b.occurrence)));
  const grouped = groupSlots(rows);
  const start = (q.page - 1) * q.limit;
  const page = grouped
    .slice(start, start + q.limit)
    .map((row) => toSummary(row.e, { dateStart: row.occurrence, ...(row.others.length ? { slotGroup: slotGroupOf(row) } : {}) }));
  return {
    items: options.joinedCounts === false ? page : await withJoinedCounts(page),
    total: grouped.length,
    page: q.page,
    hasMore: start + q.limit < grouped.length,
  };
}

/** Joined and created events, each once, soonest first, cancelled ones left out, at most 7 (§9). */
export function mergeUpcoming(created: EventSummaryDto[], joined: EventSummaryDto[]): EventSummaryDto[] {
  const byId = new Map<string, EventSummaryDto>();
  for (const e of [...created, ...joined]) {
    if (e.cancelled) continue;
    const seen = byId.get(e.id);
    if (!seen || e.dateStart < seen.dateStart) byId.set(e.id, e);
  }
  return [...byId.values()]
    .sort((a, b) => a.dateStart.localeCompare(b.dateStart) || a.id.localeCompare(b.id))
    .slice(0, limits.homeUpcomingEvents);
}

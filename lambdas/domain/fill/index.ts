import { eventMessages } from '@shared/constants/messages';
import {
  FILL_INVITES_PER_WEEK,
  fillMessages,
  type FillCandidateDto,
  type FillCandidatesDto,
  type FillCandidatesQuery,
  type FillDeclineInput,
  type FillInviteDto,
  type FillInviteQuery,
  type FillInviteInput,
  type FillInvitedDto,
} from '@shared/schemas/fill';
import { weekdays } from '@shared/schemas/availability';
import { localDate, wallClock } from '@shared/time/zoned-time';
import { connections } from '../../data/connections';
import { events, type EventItem } from '../../data/events';
import { fill } from '../../data/fill';
import { memberships } from '../../data/memberships';
import { rsvps } from '../../data/rsvps';
import { users } from '../../data/users';
import type { Caller } from '../../lib/caller';
import { ConflictError, invalidInput, NotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { notificationIdOf, notifyMany } from '../../lib/queue';
import { dataFactSource } from '../availability/facts';
import type { ViewerFacts } from '../availability/visibility';
import { occurrencesOf } from '../events/event-dto';
import { requireEvent, requireManager } from '../events/access';
import { nameSeenByOthers } from '../people/seen-by-others';
import { blockedAround } from '../privacy/blocking';
import { eligibleRows, needsOwnerCommunities, visibleTo, type FillTarget } from './rank';
import { nearestEligible } from './search';
import { notificationText } from '../notifications/copy';

export type Candidate = FillCandidateDto;

/** The notification type of a fill invitation (its own e-mail and push settings). */
export const FILL_INVITE_TYPE = 'fillInvite' as const;

/** One invitation per person per occurrence: a retried invite sends nothing twice. */
export const fillInviteNotificationId = (eventId: string, occurrence: string, uid: string) =>
  notificationIdOf('fill-invite', eventId, Date.parse(occurrence), uid);

const ms = (iso: string) => Date.parse(iso);

/**
 * The occurrence to fill: the one whose start (ISO) or local date (YYYY-MM-DD, in the game's
 * zone) is given, else the next one not started. 400 at `occurrenceDate` when none matches,
 * 409 when the event has no upcoming date.
 */
export function occurrenceToFill(event: EventItem, occurrenceDate: string | undefined, nowMs: number): string {
  const all = occurrencesOf(event);
  const zone = event.timeZone ?? 'UTC';
  if (occurrenceDate) {
    const asInstant = ms(occurrenceDate);
    const found = /^\d{4}-\d{2}-\d{2}$/.test(occurrenceDate)
      ? all.find((o) => localDate(ms(o), zone) === occurrenceDate)
      : Number.isFinite(asInstant)
        ? all.find((o) => ms(o) === asInstant)
        : undefined;
    if (!found) throw invalidInput([{ path: 'occurrenceDate', message: eventMessages.noSuchOccurrence }]);
    return found;
  }
  const next = all.find((o) => ms(o) > nowMs);
  if (!next) throw new ConflictError(eventMessages.noUpcomingOccurrence);
  return next;
}

/** The occurrence in the game's wall-clock time, at its place, for its game. */
export function targetOf(event: EventItem, occurrence: string): FillTarget {
  const zone = event.timeZone ?? 'UTC';
  const w = wallClock(ms(occurrence), zone);
  const startMinute = w.hour * 60 + w.minute;
  return {
    gameType: event.gameType,
    point: { lat: event.location.lat, lng: event.location.lng },
    date: localDate(ms(occurrence), zone),
    // wallClock counts weekdays from Sunday; the availability record's keys start on Monday.
    weekday: weekdays[(w.weekday + 6) % 7]!,
    startMinute,
    endMinute: startMinute + (event.durationMinutes ?? 90),
  };
}

/** Only an upcoming occurrence of a live game with a spot open can be filled (409 otherwise). */
async function assertFillable(event: EventItem, occurrence: string, nowMs: number): Promise<void> {
  if (event.cancelled) throw new ConflictError(eventMessages.eventCancelled);
  if (ms(occurrence) <= nowMs) throw new ConflictError(eventMessages.eventEnded);
  if (event.capacity == null) return;
  const counters = await rsvps.counters(event.eventId, occurrence);
  if ((counters.taken ?? 0) >= event.capacity) throw new ConflictError(fillMessages.noOpenSpots);
}

/** The viewer's side of the availability privacy rule, read once for the whole list. */
async function viewerFactsOf(uid: string): Promise<{ viewer: ViewerFacts; connected: ReadonlySet<string> }> {
  const [gender, communities, accepted] = await Promise.all([
    dataFactSource.genderOf(uid),
    memberships.communityIdsOf(uid),
    connections.acceptedOf(uid),
  ]);
  return { viewer: { uid, gender, communityIds: new Set(communities), isConnection: false }, connected: new Set(accepted) };
}

/** ISO week (Monday, UTC) an instant falls in: the throttle's counter key. */
export function weekOf(nowMs: number): { week: string; expiresAt: number } {
  const d = new Date(nowMs);
  const monday = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - ((d.getUTCDay() + 6) % 7) * 86_400_000;
  return { week: new Date(monday).toISOString().slice(0, 10), expiresAt: Math.floor((monday + 14 * 86_400_000) / 1000) };
}

export interface RankStats {
  candidates: Candidate[];
  occurrence: string;
  /** Items read from the table for this ranking (index rows, facts, counters, names). */
  itemsRead: number;
  /** Index rows read, index Queries issued, and rings the search grew through. */
  index: { rowsRead: number; queries: number; rings: number; radiusMiles: number };
}

/**
 * THE ranking of people to fill an occurrence, with what it read. Every rule applies here and
 * nowhere else: free for the whole slot (weekly, date-specific or travel hours, via the
 * availability index), plays the game, the game inside their own radius from where they are
 * that day, visible to the viewer under their availability privacy, no block either way with the
 * viewer or the organiser, not a minor, not already in, not invited to this occurrence, never
 * after declining this event, and below this week's invitation limit. Nearest first; the index
 * is read outwards only as far as the list needs (`nearestEligible`).
 */
export async function rankWithStats(input: { eventId: string; occurrenceDate?: string; viewerId: string; limit: number }, nowMs = Date.now()): Promise<RankStats> {
  const event = await requireEvent(input.eventId);
  const occurrence = occurrenceToFill(event, input.occurrenceDate, nowMs);
  const target = targetOf(event, occurrence);
  let itemsRead = 1;
  const [blockedByOrganiser, blockedByViewer, joined, invites, { viewer, connected }] = await Promise.all([
    blockedAround(event.creatorId),
    input.viewerId === event.creatorId ? new Set<string>() : blockedAround(input.viewerId),
    rsvps.ofOccurrence(event.eventId, occurrence),
    fill.invitesOf(event.eventId),
    viewerFactsOf(input.viewerId),
  ]);
  itemsRead += blockedByOrganiser.size + blockedByViewer.size + joined.length + invites.length + viewer.communityIds.size + connected.size + 1;
  const exclusions = {
    hidden: new Set([event.creatorId, input.viewerId, ...blockedByOrganiser, ...blockedByViewer]),
    joined: new Set(joined.map((r) => r.userId)),
    invited: new Set(invites.filter((i) => i.occurrence === occurrence || i.status === 'declined').map((i) => i.uid)),
  };
  const { week } = weekOf(nowMs);
  const found = await nearestEligible(target, {
    read: fill.slotsIn,
    rank: (rows) => eligibleRows(rows, target, exclusions, new Date(nowMs)),
    limit: input.limit,
    check: async (people) => {
      const [counts, communities] = await Promise.all([
        fill.weekCounts(people.map((r) => r.uid), week),
        Promise.all(people.map((r) => (needsOwnerCommunities(r.privacy, input.viewerId, r.uid) ? memberships.communityIdsOf(r.uid) : Promise.resolve([])))),
      ]);
      itemsRead += counts.size + communities.reduce((n, c) => n + c.length, 0);
      return people.map(
        (r, j) => (counts.get(r.uid) ?? 0) < FILL_INVITES_PER_WEEK && visibleTo(r, { ...viewer, isConnection: connected.has(r.uid) }, new Set(communities[j])),
      );
    },
  });
  itemsRead += found.rowsRead;
  const people = new Map((await users.getMany(found.chosen.map((c) => c.uid))).map((u) => [u.uid, u]));
  itemsRead += people.size;
  const candidates = found.chosen.flatMap((c) => {
    const u = people.get(c.uid);
    return u ? [{ uid: c.uid, displayName: nameSeenByOthers(u), photoURL: u.photoURL ?? null, distanceMiles: Math.round(c.distanceMiles * 10) / 10 }] : [];
  });
  const index = { rowsRead: found.rowsRead, queries: found.queries, rings: found.rings, radiusMiles: found.radiusMiles };
  logger.info('fill candidates ranked', { eventId: event.eventId, candidates: candidates.length, ...index });
  return { candidates, occurrence, itemsRead, index };
}

/** People to fill an occurrence, best first (see `rankWithStats`). */
export async function rankCandidates(input: { eventId: string; occurrenceDate?: string; viewerId: string; limit: number }): Promise<Candidate[]> {
  return (await rankWithStats(input)).candidates;
}

/**
 * Invite the top `limit` people: each invitation is recorded (once per person per occurrence,
 * within the weekly limit, in one transaction) before its notification is queued. `invitedBy` is
 * the organiser, or 'system' for the automatic rescue (ranked as the creator sees people).
 */
export async function inviteTopCandidates(input: {
  eventId: string;
  occurrenceDate?: string;
  limit: number;
  invitedBy: string;
}): Promise<{ invited: string[] }> {
  return { invited: (await inviteTop(input)).invited };
}

async function inviteTop(input: { eventId: string; occurrenceDate?: string; limit: number; invitedBy: string }, nowMs = Date.now()): Promise<FillInvitedDto> {
  const event = await requireEvent(input.eventId);
  const occurrence = occurrenceToFill(event, input.occurrenceDate, nowMs);
  await assertFillable(event, occurrence, nowMs);
  const viewerId = input.invitedBy === 'system' ? event.creatorId : input.invitedBy;
  const { candidates } = await rankWithStats({ eventId: event.eventId, occurrenceDate: occurrence, viewerId, limit: input.limit }, nowMs);
  const week = { ...weekOf(nowMs), weeklyMax: FILL_INVITES_PER_WEEK };
  const invited: string[] = [];
  for (const c of candidates) {
    const claimed = await fill.claimInvite({ eventId: event.eventId, occurrence, uid: c.uid, invitedBy: input.invitedBy }, week);
    if (claimed === 'invited') invited.push(c.uid);
  }
  await sendInvitations(event, occurrence, invited);
  logger.info('fill invitations sent', { eventId: event.eventId, occurrence, invited: invited.length, by: input.invitedBy === 'system' ? 'system' : 'organiser' });
  return { occurrence, invited };
}

/** The invitation with one-tap join, to people whose invitation to this occurrence is recorded. */
export async function sendInvitations(event: EventItem, occurrence: string, uids: readonly string[]): Promise<void> {
  if (!uids.length) return;
  const words = notificationText('fillInvite', { event: event.title, place: event.location.name, at: occurrence, timeZone: event.timeZone ?? 'UTC' });
  await notifyMany(
    uids.map((uid) => ({
      notificationId: fillInviteNotificationId(event.eventId, occurrence, uid),
      userId: uid,
      senderId: event.creatorId,
      type: FILL_INVITE_TYPE,
      ...words,
      data: { eventId: event.eventId, occurrence, action: 'fillInvite' },
      link: `/evt/${event.eventId}`,
    })),
  );
}

/** GET /api/events/{eventId}/fill-candidates: the organiser only. */
export async function listFillCandidates(caller: Pick<Caller, 'uid'>, eventId: string, q: FillCandidatesQuery): Promise<FillCandidatesDto> {
  const event = await requireManager(eventId, caller);
  const nowMs = Date.now();
  const occurrence = occurrenceToFill(event, q.occurrenceDate, nowMs);
  await assertFillable(event, occurrence, nowMs);
  const { candidates } = await rankWithStats({ eventId, occurrenceDate: occurrence, viewerId: caller.uid, limit: q.limit }, nowMs);
  return { occurrence, items: candidates };
}

/** POST /api/events/{eventId}/fill-invites: the organiser only. */
export async function inviteToFill(caller: Pick<Caller, 'uid'>, eventId: string, body: FillInviteInput): Promise<FillInvitedDto> {
  await requireManager(eventId, caller);
  return inviteTop({ eventId, limit: body.limit, invitedBy: caller.uid, ...(body.occurrenceDate ? { occurrenceDate: body.occurrenceDate } : {}) });
}

/** POST /api/events/{eventId}/fill-invites/decline: "Not this time"; never invited to this event again. */
export async function declineFillInvite(caller: Pick<Caller, 'uid'>, eventId: string, body: FillDeclineInput): Promise<{ declined: true }> {
  const occurrence = new Date(body.occurrence).toISOString();
  if (!(await fill.decline(eventId, occurrence, caller.uid))) throw new NotFoundError(fillMessages.notInvited);
  logger.info('fill invitation declined', { eventId });
  return { declined: true };
}

/**
 * GET /api/events/{eventId}/fill-invites/me: the caller's own invitation and its answer, from what
 * is stored: their RSVP to the occurrence (a join through the invitation or the event page alike),
 * else the decline. Only the invited person has one to read (404 for anyone else).
 */
export async function getFillInvite(caller: Pick<Caller, 'uid'>, eventId: string, q: FillInviteQuery, nowMs = Date.now()): Promise<FillInviteDto> {
  const occurrence = new Date(q.occurrence).toISOString();
  const [invite, rsvp, event] = await Promise.all([
    fill.invite(eventId, occurrence, caller.uid),
    rsvps.get(eventId, occurrence, caller.uid),
    events.get(eventId),
  ]);
  const closed = !event || event.cancelled ? 'cancelled' : !occurrencesOf(event).includes(occurrence) ? 'moved' : Date.parse(occurrence) < nowMs ? 'started' : null;
  if (!invite) {
    // A moved date's invitation lives on the new date: the notice for the old one says it moved,
    // to the person who was invited only.
    if (closed === 'moved' && (await fill.invitesOf(eventId)).some((i) => i.uid === caller.uid)) return { occurrence, answer: null, closed };
    throw new NotFoundError(fillMessages.notInvited);
  }
  return { occurrence, answer: rsvp?.status ?? (invite.status === 'declined' ? 'declined' : null), closed };
}

import { endorsementKinds, endorsementMessages, type BadgeId, type EndorsementKind } from '@shared/constants/endorsement-messages';
import { eventMessages } from '@shared/constants/event-messages';
import { messages } from '@shared/constants/messages';
import type { BadgesDto, EndorsablePlayersDto, EndorseInput, EndorseResultDto } from '@shared/schemas/endorsement';
import { checkins } from '../../data/checkins';
import { endorsements } from '../../data/endorsements';
import { events, type EventItem } from '../../data/events';
import { users } from '../../data/users';
import type { Caller } from '../../lib/caller';
import { ForbiddenError, invalidInput, NotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { notificationIdOf, notify } from '../../lib/queue';
import { flagsFor } from '../admin/flags';
import { occurrencesOf } from '../events/event-dto';
import { badgesShownTo } from '../people/person';
import { nameSeenByOthers } from '../people/seen-by-others';
import { assertVisibleTo, blockedAround, blockedEitherWay } from '../privacy/blocking';
import { notificationText } from '../notifications/copy';

/** Badge thresholds (spec: "10 games attended", "5 endorsements"). */
export const GAMES_FOR_BADGE = 10;
export const ENDORSEMENTS_FOR_BADGE = 5;

/** The event, and the occurrence named by the client as stored (ISO UTC), or 400 naming `occurrence`. */
async function occurrenceOf(eventId: string, iso: string): Promise<{ event: EventItem; occurrence: string }> {
  const event = await events.get(eventId);
  if (!event) throw new NotFoundError(messages.gameNotFound);
  const occurrence = new Date(iso).toISOString();
  if (!occurrencesOf(event).includes(occurrence)) throw invalidInput([{ path: 'occurrence', message: eventMessages.noSuchOccurrence }]);
  return { event, occurrence };
}

/** Endorsing is open to a player checked in at an occurrence that has started: 403 otherwise. */
async function assertAttended(uid: string, eventId: string, occurrence: string, now: Date): Promise<void> {
  if (Date.parse(occurrence) > now.getTime()) throw new ForbiddenError(endorsementMessages.notStarted);
  if (!(await checkins.get({ eventId, occurrence, userId: uid }))) throw new ForbiddenError(endorsementMessages.notBothCheckedIn);
}

/**
 * PUT /api/events/{eventId}/endorsements: one player endorses another after a game both were
 * checked in at. Giving the same endorsement again changes nothing; the endorsed person is
 * notified once (the notification id is made of the endorsement's key).
 */
export async function endorsePlayer(caller: Pick<Caller, 'uid'>, eventId: string, body: EndorseInput, now = new Date()): Promise<EndorseResultDto> {
  if (body.to === caller.uid) throw invalidInput([{ path: 'to', message: endorsementMessages.notSelf }]);
  const { event, occurrence } = await occurrenceOf(eventId, body.occurrence);
  await assertAttended(caller.uid, eventId, occurrence, now);
  if (!(await checkins.get({ eventId, occurrence, userId: body.to }))) throw new ForbiddenError(endorsementMessages.notBothCheckedIn);
  if (await blockedEitherWay(caller.uid, body.to)) throw new ForbiddenError(endorsementMessages.blocked);
  const key = { eventId, occurrence, fromId: caller.uid, toId: body.to, kind: body.kind };
  const created = await endorsements.create(key);
  if (created) logger.info('player endorsed', { eventId, occurrence, kind: body.kind });
  // Sent on every call, not only on creation: a retry after a failed send still notifies, and the
  // id made of the endorsement's key keeps it to one notification.
  const from = await users.get(caller.uid);
  await notify({
    notificationId: notificationIdOf('endorse', eventId, occurrence, caller.uid, body.to, body.kind),
    userId: body.to,
    type: 'endorsement',
    ...notificationText('endorsed', { name: nameSeenByOthers(from), kind: body.kind, event: event.title }),
    data: { eventId, occurrence, kind: body.kind },
    senderId: caller.uid,
    link: `/evt/${eventId}`,
  });
  return { created };
}

/** GET /api/events/{eventId}/endorsements?occurrence=: whom the caller may endorse there, and what they gave. */
export async function listEndorsable(caller: Pick<Caller, 'uid'>, eventId: string, query: { occurrence: string }, now = new Date()): Promise<EndorsablePlayersDto> {
  const { occurrence } = await occurrenceOf(eventId, query.occurrence);
  await assertAttended(caller.uid, eventId, occurrence, now);
  const [present, given, blocked] = await Promise.all([
    checkins.ofOccurrence(eventId, occurrence),
    endorsements.givenAt(caller.uid, eventId, occurrence),
    blockedAround(caller.uid),
  ]);
  const others = present.map((c) => c.userId).filter((uid) => uid !== caller.uid && !blocked.has(uid));
  const people = new Map((await users.getMany(others)).map((u) => [u.uid, u]));
  const players = others
    .filter((uid) => people.has(uid))
    .map((uid) => ({
      uid,
      displayName: nameSeenByOthers(people.get(uid)),
      given: endorsementKinds.filter((k) => given.some((g) => g.toId === uid && g.kind === k)),
    }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
  return { occurrence, players };
}

/** The badges a person's records earn (pure: the counts come from the stored records). */
export function earnedBadges(facts: { hostedPast: boolean; gamesAttended: number; endorsements: number }): BadgeId[] {
  const earned: BadgeId[] = [];
  if (facts.hostedPast) earned.push('firstGameHosted');
  if (facts.gamesAttended >= GAMES_FOR_BADGE) earned.push('tenGamesAttended');
  if (facts.endorsements >= ENDORSEMENTS_FOR_BADGE) earned.push('fiveEndorsements');
  return earned;
}

/**
 * GET /api/users/{uid}/badges: endorsement counts and earned badges. Null unless the badges flag
 * is on for the caller and, for anyone but the owner, the owner's publicBadges is on.
 */
export async function getBadges(caller: Pick<Caller, 'uid'>, uid: string, now = new Date()): Promise<BadgesDto> {
  if (caller.uid !== uid) await assertVisibleTo(caller, uid, messages.userNotFound);
  const [owner, flags] = await Promise.all([users.get(uid), flagsFor(caller.uid)]);
  if (!owner) throw new NotFoundError(messages.userNotFound);
  if (!badgesShownTo(owner, caller.uid, flags.badges)) return { badges: null };
  const [received, attended, created] = await Promise.all([endorsements.received(uid), checkins.ofUser(uid), events.byCreator(uid)]);
  const counts = Object.fromEntries(endorsementKinds.map((k) => [k, received.filter((e) => e.kind === k).length])) as Record<EndorsementKind, number>;
  const hostedPast = created.some((e) => !e.cancelled && Date.parse(e.dateStart) <= now.getTime());
  return {
    badges: {
      endorsements: counts,
      earned: earnedBadges({ hostedPast, gamesAttended: attended.length, endorsements: received.length }),
    },
  };
}

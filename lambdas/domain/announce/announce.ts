import { limits } from '@shared/constants/limits';
import { isMinor } from '@shared/people/age';
import type { AnnounceMessage } from '@shared/schemas/announce';
import { events, type EventItem } from '../../data/events';
import { users, type UserItem } from '../../data/users';
import { logger } from '../../lib/logger';
import { notificationIdOf, notifyMany } from '../../lib/queue';
import { notificationText } from '../notifications/copy';
import { notifyFollowersOfEvent } from '../follows/fan-out';
import { playsGame } from '../people/games-played';
import { toPerson } from '../people/person';

/** How far an announcement reaches: the default search radius (spec §9: 15 miles). */
export const ANNOUNCE_RADIUS_MILES = limits.radiusMiles.default;
/** At most this many people hear of one new event or player: the nearest. */
export const ANNOUNCE_MAX_RECIPIENTS = 100;


/** A public event that has not been cancelled and still has a date ahead. */
export function isAnnounceable(event: Pick<EventItem, 'isPrivate' | 'cancelled' | 'lastOccurrenceMs' | 'dateStart'>, nowMs: number): boolean {
  if (event.isPrivate || event.cancelled) return false;
  return (event.lastOccurrenceMs ?? Date.parse(event.dateStart)) > nowMs;
}

async function announceEvent(eventId: string, nowMs: number): Promise<number> {
  const event = await events.get(eventId);
  if (!event || !isAnnounceable(event, nowMs)) return 0;
  // Followers hear first, in their own words; nobody is told twice of one event.
  const followers = await notifyFollowersOfEvent(event);
  const near = await users.nearby({ lat: event.location.lat, lng: event.location.lng, radiusMiles: ANNOUNCE_RADIUS_MILES });
  const recipients = near
    .filter((u) => u.uid !== event.creatorId && !followers.has(u.uid) && playsGame(u, event.gameType))
    .slice(0, ANNOUNCE_MAX_RECIPIENTS);
  const words = notificationText('newGameNearby', {
    gameType: event.gameType,
    event: event.title,
    place: event.location.name,
    at: event.dateStart,
    timeZone: event.timeZone ?? 'UTC',
  });
  await notifyMany(
    recipients.map((u) => ({
      notificationId: notificationIdOf('new-event', event.eventId, u.uid),
      userId: u.uid,
      senderId: event.creatorId,
      type: 'eventCreatedJoin',
      ...words,
      data: { eventId: event.eventId },
      link: `/evt/${event.eventId}`,
    })),
  );
  return followers.size + recipients.length;
}

/**
 * May a new player be announced to strangers nearby: never a minor (shared/people/age.ts: no
 * birthdate counts as an adult), and never someone who switched "tell players near me" off
 * (`announceOnJoin`; absent means on).
 */
export function mayAnnounceJoin(player: Pick<UserItem, 'birthdate' | 'announceOnJoin'>, now: Date = new Date()): boolean {
  return player.announceOnJoin !== false && !isMinor(player.birthdate, now);
}

async function announcePlayer(uid: string, nowMs: number): Promise<number> {
  const player = await users.get(uid);
  const city = player?.defaultCity as { lat?: number; lng?: number; name?: string } | undefined;
  if (!player || typeof city?.lat !== 'number' || typeof city.lng !== 'number') return 0;
  if (!mayAnnounceJoin(player, new Date(nowMs))) {
    logger.info('new player not announced: minor or opted out', { uid });
    return 0;
  }
  const person = toPerson(player);
  const near = await users.nearby({ lat: city.lat, lng: city.lng, radiusMiles: ANNOUNCE_RADIUS_MILES });
  // People who share a game with the newcomer; without any sports listed, nobody is bothered.
  const recipients = near
    .filter((u) => u.uid !== uid && person.sports.some((s) => playsGame(u, s)))
    .slice(0, ANNOUNCE_MAX_RECIPIENTS);
  const words = notificationText('playerJoinedNearby', { name: person.displayName, sports: person.sports.slice(0, 3), city: city.name ?? '' });
  await notifyMany(
    recipients.map((u) => ({
      notificationId: notificationIdOf('new-player', uid, u.uid),
      userId: u.uid,
      senderId: uid,
      type: 'usersJoinNearby',
      ...words,
      data: { userId: uid },
      link: `/profile/${uid}`,
    })),
  );
  return recipients.length;
}

/** Handle one announcement: queue a notification for each person nearby it concerns. */
export async function handleAnnouncement(message: Extract<AnnounceMessage, { kind: 'event-created' | 'player-joined' }>, nowMs = Date.now()): Promise<number> {
  const count = message.kind === 'event-created' ? await announceEvent(message.eventId, nowMs) : await announcePlayer(message.uid, nowMs);
  logger.info('announcement handled', { kind: message.kind, recipients: count });
  return count;
}

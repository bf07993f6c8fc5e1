import type { NotificationType } from '@shared/constants/enums';
import type { EventItem } from '../../data/events';
import { follows, type FollowTarget } from '../../data/follows';
import { places } from '../../data/places';
import { teams } from '../../data/teams';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { notificationIdOf, notifyMany } from '../../lib/queue';
import { notificationText } from '../notifications/copy';
import { nameSeenByOthers } from '../people/seen-by-others';
import { blockedAround } from '../privacy/blocking';

/** The notification type a followed host, team or place's new event sends (spec §3 settings). */
export const FOLLOWED_EVENT_TYPE = 'followedHostEvent' satisfies NotificationType;

/** One notification per follower per event, whichever of the event's host, team or place they follow. */
export const followedEventNotificationId = (eventId: string, followerId: string) => notificationIdOf('followed-event', eventId, followerId);

interface Source {
  target: FollowTarget;
  key: 'followedHostEvent' | 'followedTeamEvent' | 'followedPlaceEvent';
  /** The host's, team's or place's name. */
  name: string;
}

/** What an event can be followed through, in the order a follower hears of it: host, team, place. */
async function sourcesOf(event: EventItem): Promise<Source[]> {
  const placeId = event.location.placeId ?? event.placeId;
  const [host, team, place] = await Promise.all([
    users.get(event.creatorId),
    event.hostingTeam ? teams.get(event.hostingTeam) : null,
    placeId ? places.get(placeId) : null,
  ]);
  const sources: Source[] = [
    { target: { targetKind: 'host', targetId: event.creatorId }, key: 'followedHostEvent', name: nameSeenByOthers(host) },
  ];
  if (team) sources.push({ target: { targetKind: 'team', targetId: team.teamId }, key: 'followedTeamEvent', name: team.name });
  if (place) sources.push({ target: { targetKind: 'place', targetId: place.placeId }, key: 'followedPlaceEvent', name: place.name });
  return sources;
}

/**
 * A new public event tells the followers of its host, its hosting team and its place: each
 * follower once (however many of them they follow), never the creator, never anyone in a block
 * pair with the creator, never for a private or cancelled event. Followers are read a page at a
 * time and each page is queued before the next is read; notification ids come from the event and
 * the follower, so a retried fan-out sends nothing twice. Returns who was told.
 */
export async function notifyFollowersOfEvent(event: EventItem): Promise<Set<string>> {
  const told = new Set<string>();
  if (event.isPrivate || event.cancelled) return told;
  const [sources, blocked] = await Promise.all([sourcesOf(event), blockedAround(event.creatorId)]);
  const at = { at: event.dateStart, timeZone: event.timeZone ?? 'UTC' };
  for (const source of sources) {
    const words = notificationText(source.key, { source: source.name, event: event.title, place: event.location.name, ...at });
    for await (const page of follows.followerPages(source.target)) {
      const fresh = page.filter((uid) => uid !== event.creatorId && !blocked.has(uid) && !told.has(uid));
      for (const uid of fresh) told.add(uid);
      if (!fresh.length) continue;
      await notifyMany(
        fresh.map((uid) => ({
          notificationId: followedEventNotificationId(event.eventId, uid),
          userId: uid,
          senderId: event.creatorId,
          type: FOLLOWED_EVENT_TYPE,
          ...words,
          data: { eventId: event.eventId, [`${source.target.targetKind}Id`]: source.target.targetId },
          link: `/evt/${event.eventId}`,
        })),
      );
    }
  }
  logger.info('followers told of new event', { eventId: event.eventId, recipients: told.size });
  return told;
}

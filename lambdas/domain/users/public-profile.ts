import { limits } from '@shared/constants/limits';
import { messages } from '@shared/constants/messages';
import type { PublicProfileDto } from '@shared/schemas/user';
import { connections } from '../../data/connections';
import { users } from '../../data/users';
import { NotFoundError } from '../../lib/errors';
import { attachableAvailability } from '../availability/availability';
import { listUserEvents, mergeUpcoming } from '../events/user-events';
import { badgeSeenBy, statusOf, toPublicProfileDto } from '../people/person';
import { personHiddenFrom } from '../privacy/blocking';
import { upcomingGamesVisible } from '../privacy/rules';
import type { Caller } from '../../lib/caller';
import { flagsFor } from '../admin/flags';

/**
 * GET /api/users/{uid}: the public fields plus "attach availability" (spec §7), which goes through
 * the availability visibility rule: null when the caller may not see it or none is saved.
 * 404 'User not found' when either of the two blocked the other, or to a stranger when the person
 * is a minor.
 */
export async function getPublicProfile(viewer: Pick<Caller, 'uid'>, uid: string, nowMs = Date.now()): Promise<PublicProfileDto> {
  const [item, availability, connection, flags] = await Promise.all([
    users.get(uid),
    attachableAvailability(viewer, uid),
    connections.get(viewer.uid, uid),
    flagsFor(viewer.uid),
  ]);
  // A block pair, or a stranger to a minor, sees no profile at all: the answer for someone who does not exist.
  if (!item || (await personHiddenFrom(viewer, uid, item))) throw new NotFoundError(messages.userNotFound);
  // §6 publicUpcomingGames: hidden ones are never read, so they cannot leak.
  const upcomingEvents = upcomingGamesVisible(viewer.uid, uid, item.privacySettings) ? await upcomingOf(viewer, uid, nowMs) : null;
  return { ...toPublicProfileDto(item), ...badgeSeenBy(item, viewer.uid, flags.badges), availability, upcomingEvents, connection: statusOf(viewer.uid, connection) };
}

/** Joined and created, soonest first, each once, at most 7 (the home dashboard's rule). */
async function upcomingOf(viewer: Pick<Caller, 'uid'>, uid: string, nowMs: number) {
  const q = (role: 'joined' | 'created') => ({ role, pastFuture: 'future' as const, page: 1, limit: limits.homeUpcomingEvents, activeOnly: true });
  const [created, joined] = await Promise.all([listUserEvents(viewer, uid, q('created'), nowMs), listUserEvents(viewer, uid, q('joined'), nowMs)]);
  return mergeUpcoming(created.items, joined.items);
}

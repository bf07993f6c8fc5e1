import type { FullSearchDto, FullSearchQuery } from '@shared/schemas/people';
import { listNearbyEvents } from '../events/nearby';
import { listNearbyPlaces } from '../places/places';
import { blockedAround } from '../privacy/blocking';
import { listNearbyTeams } from '../teams/teams';
import { nearbyPlayers } from './players';
import type { Caller } from '../../lib/caller';

/** How many of each kind full search shows (the kind's own page shows the rest). */
export const FULL_SEARCH_EACH = 10;

/**
 * GET /api/search (route full-search): the same text over upcoming events, teams, places and
 * players near the point, read in parallel; each list nearest first.
 */
export async function fullSearch(caller: Pick<Caller, 'uid'>, q: FullSearchQuery, nowMs = Date.now()): Promise<FullSearchDto> {
  const near = { lat: q.lat, lng: q.lng, radius: q.radius, q: q.q, page: 1, limit: FULL_SEARCH_EACH };
  // One read of the caller's blocks for every list: no event hosted by, no player in, a block pair.
  const around = blockedAround(caller.uid);
  const [events, teams, places, players] = await Promise.all([
    around.then((blocked) => listNearbyEvents({ ...near, pastFuture: 'future', sort: 'distance' }, nowMs, blocked)),
    listNearbyTeams(near),
    listNearbyPlaces(near),
    nearbyPlayers(caller.uid, near, around),
  ]);
  return { events: events.items, teams: teams.items, places: places.items, players: players.slice(0, FULL_SEARCH_EACH) };
}

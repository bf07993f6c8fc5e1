import type { NearbyPlayersQuery, PlayerDto } from '@shared/schemas/people';
import { connections } from '../../data/connections';
import { users, type UserItem } from '../../data/users';
import { blockedAround } from '../privacy/blocking';
import { listable } from '../privacy/minors';
import { badgeSeenBy, statusOf, toPerson } from './person';
import type { Caller } from '../../lib/caller';
import { flagsFor } from '../admin/flags';

export interface PlayerFilter {
  lat: number;
  lng: number;
  radius: number;
  sport?: string | undefined;
  q?: string | undefined;
}

const lower = (s: string) => s.trim().toLowerCase();

/**
 * Players whose go-to city is within the radius, nearest first: never the caller, nobody the
 * caller blocked or who blocked the caller, no minor outside the caller's family and teams
 * (privacy/minors.ts); a sport and a name narrow the list. Only public fields and where the
 * caller stands with each (one Query of the caller's connections). A caller that read
 * `blockedAround` for other lists of the same request passes it as `around`. `shared` (the home
 * dashboard): the cover and the flags as read for any load in this process in the last 30 s;
 * blocks, connections and the minors rule are still read for this request.
 */
export async function nearbyPlayers(
  callerUid: string,
  f: PlayerFilter,
  around?: Promise<ReadonlySet<string>>,
  options: { shared?: boolean; reader?: Pick<UserItem, 'betas'> | null } = {},
): Promise<PlayerDto[]> {
  const [near, blocked, mine, flags] = await Promise.all([
    users.nearby({ lat: f.lat, lng: f.lng, radiusMiles: f.radius }, { shared: options.shared === true }),
    around ?? blockedAround(callerUid),
    connections.listOf(callerUid),
    flagsFor(callerUid, { shared: options.shared === true, reader: options.reader }),
  ]);
  const hidden = new Set([callerUid, ...blocked]);
  const byOther = new Map(mine.map((c) => [c.otherUserId, c]));
  const sport = f.sport ? lower(f.sport) : null;
  const text = f.q ? lower(f.q) : null;
  const visible = await listable(callerUid, near.filter((u) => !hidden.has(u.uid)), (u) => u);
  return visible.flatMap((u) => {
    const person = toPerson(u, badgeSeenBy(u, callerUid, flags.badges));
    if (sport && !person.sports.some((s) => lower(s) === sport)) return [];
    if (text && !lower(person.displayName).includes(text)) return [];
    return [{ ...person, distanceMiles: Math.round(u.distanceMiles * 10) / 10, connection: statusOf(callerUid, byOther.get(u.uid)) }];
  });
}

/** GET /api/players/nearby (finding players), paged. */
export async function listNearbyPlayers(caller: Pick<Caller, 'uid'>, q: NearbyPlayersQuery) {
  const all = await nearbyPlayers(caller.uid, q);
  const start = (q.page - 1) * q.limit;
  return { items: all.slice(start, start + q.limit), total: all.length, page: q.page, hasMore: start + q.limit < all.length };
}

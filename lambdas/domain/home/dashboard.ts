import { limits } from '@shared/constants/limits';
import { nearbyEventsQuery, userEventsQuery } from '@shared/schemas/event';
import type { HomeDashboardDto, IncompleteTaskDto } from '@shared/schemas/home';
import { availability } from '../../data/availability';
import { users, type UserItem } from '../../data/users';
import type { Caller } from '../../lib/caller';
import { events, matchesSearch } from '../../data/events';
import { memberships } from '../../data/memberships';
import { seasons, teams } from '../../data/teams';
import { listNearbyEvents, withJoinedCounts } from '../events/nearby';
import { listUserEvents, mergeUpcoming } from '../events/user-events';
import { registrationsFrom } from '../teams/seasons';
import { toPerson } from '../people/person';
import { nearbyPlayers } from '../people/players';
import { blockedAround } from '../privacy/blocking';
import { userTeamsFrom } from '../users/user-lists';

/** How many nearby events and players the dashboard shows (the discover pages show the rest). */
export const HOME_NEARBY_EVENTS = 6;
export const HOME_NEARBY_PLAYERS = 8;

interface HomeCity {
  name: string;
  lat: number;
  lng: number;
  hash: string;
}

const homeCityOf = (item: UserItem | null): HomeCity | null => {
  const city = item?.defaultCity as Partial<HomeCity> | undefined;
  return city && typeof city.lat === 'number' && typeof city.lng === 'number' && city.name
    ? { name: city.name, lat: city.lat, lng: city.lng, hash: city.hash ?? '' }
    : null;
};

/** §3 Incomplete task: what the person has not set up yet, most important first. */
export function incompleteTasks(
  user: Pick<Caller, 'email' | 'emailVerified'>,
  item: UserItem | null,
  hasAvailability: boolean,
): IncompleteTaskDto[] {
  const tasks: IncompleteTaskDto[] = [];
  if (!user.emailVerified) {
    tasks.push({ id: 'verify-email', text: 'Verify your e-mail address', url: '/verify-email', params: { email: user.email } });
  }
  if (!homeCityOf(item)) {
    tasks.push({
      id: 'home-city',
      text: 'Choose your go-to city to see what is near you',
      url: '/settings/profile',
      params: null,
    });
  }
  if (!item?.photoURL) {
    tasks.push({ id: 'photo', text: 'Add a profile photo so players recognise you', url: '/settings/profile', params: null });
  }
  const sports = (item?.additionalInfo as { sports?: string[] } | undefined)?.sports ?? [];
  if (sports.length === 0) {
    tasks.push({ id: 'sports', text: 'Pick the sports you play', url: '/settings', params: { tab: 'sports' } });
  }
  if (!hasAvailability) {
    tasks.push({
      id: 'availability',
      text: 'Set your availability so organisers know when you can play',
      url: '/settings',
      params: { tab: 'availability' },
    });
  }
  return tasks;
}

/**
 * GET /api/home (§7 "home dashboard loads"): one response with everything the home page shows.
 * Every read starts at once; the nearby lists wait only for the profile read. The reads are
 * gathered so a load makes few DynamoDB requests (docs/decisions.md, test/perf/capacity.ts):
 * the nearby covers and the feature flags are shared by every load in this process for 30 s
 * (`events.upcomingNear`, `users.nearby({ shared })`), the person's teams and season
 * registrations come in one BatchGet, and the joined counts of every event shown come in one
 * BatchGet with a fresh read of the nearby events shown, so none shows cancelled or unlisted.
 * Blocks, connections and the person's own lists are read for every load.
 */
export async function getHomeDashboard(user: Caller, nowMs = Date.now()): Promise<HomeDashboardDto> {
  const caller = { uid: user.uid };
  const eventsQuery = (role: 'created' | 'joined') =>
    ({ ...userEventsQuery.parse({ role, pastFuture: 'future', limit: limits.homeUpcomingEvents }), activeOnly: true });
  const withoutCounts = { joinedCounts: false } as const;
  const profile = users.get(user.uid);
  // One read of the person's blocks for both nearby lists (events by, and players in, a block pair left out).
  const around = blockedAround(user.uid);
  const near = profile.then(async (item) => {
    const city = homeCityOf(item);
    if (!city) return { city, events: [], players: [] };
    const [events, players] = await Promise.all([
      listNearbyEvents(
        nearbyEventsQuery.parse({
          lat: city.lat,
          lng: city.lng,
          sort: 'date',
          limit: HOME_NEARBY_EVENTS + limits.homeUpcomingEvents,
        }),
        nowMs,
        await around,
        { shared: true, ...withoutCounts },
      ),
      nearbyPlayers(user.uid, { lat: city.lat, lng: city.lng, radius: limits.radiusMiles.default }, around, { shared: true, reader: item }).then((p) =>
        p.slice(0, HOME_NEARBY_PLAYERS),
      ),
    ]);
    return { city, events: events.items, players };
  });
  const [item, created, joined, teamsAndRegistrations, stored, nearby] = await Promise.all([
    profile,
    listUserEvents(caller, user.uid, eventsQuery('created'), nowMs, withoutCounts),
    listUserEvents(caller, user.uid, eventsQuery('joined'), nowMs, withoutCounts),
    teamsAndRegistrationsOf(user.uid),
    availability.get(user.uid),
    near,
    around,
  ]);
  const upcoming = mergeUpcoming(created.items, joined.items);
  const mine = new Set(upcoming.map((e) => e.id));
  // Nearby events the person is not already going to or running.
  const candidates = nearby.events.filter((e) => !mine.has(e.id) && e.creatorId !== user.uid);
  const shown = [...upcoming, ...candidates];
  const fresh = await events.withCounters(
    candidates.map((e) => e.id),
    shown.map((e) => ({ eventId: e.id, occurrence: e.dateStart })),
  );
  const stillListed = new Set(fresh.events.filter((e) => matchesSearch(e, { nowMs, lastFromMs: nowMs })).map((e) => e.eventId));
  const card = item ? toPerson(item) : null;
  return {
    player: { uid: user.uid, displayName: card?.displayName ?? user.email, photoURL: card?.photoURL ?? null },
    city: nearby.city,
    upcomingEvents: await withJoinedCounts(upcoming, fresh.counters),
    nearbyEvents: await withJoinedCounts(
      candidates.filter((e) => stillListed.has(e.id)).slice(0, HOME_NEARBY_EVENTS),
      fresh.counters,
    ),
    nearbyPlayers: nearby.players,
    registrations: teamsAndRegistrations.registrations.items,
    teams: teamsAndRegistrations.teams,
    incompleteTasks: incompleteTasks(user, item, stored !== null && hasHours(stored)),
  };
}

/** A person's teams (with their role) and season registrations: two Queries, then teams and seasons in one BatchGet. */
async function teamsAndRegistrationsOf(uid: string) {
  const [roles, registered] = await Promise.all([memberships.listOf(uid), seasons.registrationsOf(uid)]);
  const found = await teams.withSeasons(
    [...roles.map((m) => m.teamId), ...registered.map((r) => r.teamId)],
    registered.map((r) => ({ teamId: r.teamId, seasonId: r.seasonId })),
  );
  return { teams: userTeamsFrom(roles, found.teams), registrations: registrationsFrom(registered, found.teams, found.seasons) };
}

/** Availability counts as set when any weekly day is on or a date-specific entry exists. */
function hasHours(stored: NonNullable<Awaited<ReturnType<typeof availability.get>>>): boolean {
  const weekly = (stored as { weekly?: Record<string, { isAvailable?: boolean }> }).weekly;
  const anyDay = weekly ? Object.values(weekly).some((d) => d?.isAvailable) : false;
  return anyDay || ((stored as { dateSpecific?: unknown[] }).dateSpecific?.length ?? 0) > 0;
}

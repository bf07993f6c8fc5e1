/**
 * The synthetic world of the "Fill this game" benchmarks: people around Denver with the games
 * they play, weekly hours, date-specific and travel entries, activity radii, availability
 * privacy, genders, communities, connections, blocks, minors and this week's invitation counts;
 * organisers' games at random places, dates and hours; and the brute-force list for each game
 * (no index: every person's own record and every rule applied one by one). Seeded, so the
 * benchmark over DynamoDB Local (fill-this-game.ts) and the in-memory model of the index's key
 * layout (fill-model.ts) see the same people.
 */
import { emptyWeek, weekdays, type AvailabilityPrivacy, type DateSpecificEntry, type WeeklyAvailability } from '@shared/schemas/availability';
import { distanceMiles } from '@shared/geo/distance';
import { isMinor } from '@shared/people/age';
import { FILL_INVITES_PER_WEEK } from '@shared/schemas/fill';
import { wallTimeToIso } from '@shared/time/zoned-time';
import { canSeeAvailability } from '../../lambdas/domain/availability/visibility';
import { targetOf, weekOf } from '../../lambdas/domain/fill/index';
import { rowCovers, type FillTarget, type SlotRow } from '../../lambdas/domain/fill/rank';
import { prng } from './geo-data';

export const CITY = { lat: 39.7392, lng: -104.9903 };
export const ZONE = 'America/Denver';
const ORGANISERS = 200;
const GAMES = ['Soccer', 'Basketball', 'Tennis', 'Pickleball', 'Volleyball', 'Running', 'Ultimate', 'Badminton', 'Golf', 'Hockey'];
const GAME_WEIGHTS = [18, 16, 12, 12, 9, 9, 7, 6, 6, 5];
const COMMUNITIES = Array.from({ length: 60 }, (_, i) => `bench-team-${i}`);
const GENDERS = ['Male', 'Female', 'Non-binary'];

export interface WorldOptions {
  users: number;
  searches: number;
  /** The list's length: the brute force keeps the top `limit`. */
  limit: number;
  /** How far homes spread around the city (gaussian sigma, miles); games and trips scale with it. */
  spread: number;
  nowMs: number;
}

export function fillWorld({ users: USERS, searches: SEARCHES, limit: LIMIT, spread: SPREAD, nowMs }: WorldOptions) {
  const SCALE = SPREAD / 9;
  const rand = prng(20261127);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const weighted = <T>(xs: readonly T[], ws: readonly number[]) => {
    let r = rand() * ws.reduce((a, b) => a + b, 0);
    for (let i = 0; i < xs.length; i++) if ((r -= ws[i]!) < 0) return xs[i]!;
    return xs[xs.length - 1]!;
  };
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  /** A point around the city: gaussian, sigma in miles. */
  const around = (sigmaMiles: number, centre = CITY) => ({
    lat: centre.lat + (gauss() * sigmaMiles) / 69.055,
    lng: centre.lng + (gauss() * sigmaMiles) / (69.055 * Math.cos((centre.lat * Math.PI) / 180)),
  });
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const dayMs = 86_400_000;
  const today = new Date(nowMs).toISOString().slice(0, 10);
  const dateIn = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

  /** Ranges people keep: evenings on weekdays, longer blocks at the weekend, some mornings. */
  const WEEKDAY_RANGES: ReadonlyArray<readonly [string, string]> = [
    ['17:00', '21:00'],
    ['18:00', '22:00'],
    ['16:00', '20:00'],
    ['19:00', '23:59'],
    ['06:00', '09:00'],
    ['12:00', '14:00'],
  ];
  const WEEKEND_RANGES: ReadonlyArray<readonly [string, string]> = [
    ['08:00', '12:00'],
    ['09:00', '17:00'],
    ['12:00', '18:00'],
    ['08:00', '20:00'],
    ['14:00', '21:00'],
  ];

  interface Person {
    uid: string;
    profile: { uid: string; defaultCity: { lat: number; lng: number } | undefined; sportAvailability: Array<{ sport: string; toggle: boolean }>; activitySubscriptions: Array<{ radius: number; activities: string[] }>; birthdate: string | null };
    weekly: WeeklyAvailability;
    dateSpecific: DateSpecificEntry[];
    privacy: AvailabilityPrivacy;
    gender: string | null;
    communities: string[];
  }

  function privacyOf(communities: string[]): AvailabilityPrivacy {
    const base = { visibilityMode: 'filtered' as const, allowedGenders: [], communityFilter: 'none' as const, allowedCommunities: [], connectsOnly: false, requireAllFilters: false };
    const r = rand();
    if (r < 0.72) return { ...base, visibilityMode: 'public' };
    if (r < 0.78) return base; // filtered with nothing chosen: nobody else
    if (r < 0.85) return { ...base, connectsOnly: true };
    if (r < 0.9) return { ...base, allowedGenders: [pick(GENDERS) as 'Female'] };
    if (r < 0.95) return { ...base, communityFilter: 'any' };
    if (r < 0.98) return { ...base, communityFilter: 'specific', allowedCommunities: communities.slice(0, 1) };
    return { ...base, connectsOnly: true, communityFilter: 'any', requireAllFilters: rand() < 0.5 };
  }

  function personOf(i: number): Person {
    const uid = `p${String(i).padStart(6, '0')}`;
    const home = rand() < 0.97 ? around(9 * SCALE) : undefined;
    const games = new Set<string>();
    const n = 1 + Math.floor(rand() * 3);
    while (games.size < n) games.add(weighted(GAMES, GAME_WEIGHTS));
    const list = [...games];
    const subscribed = rand() < 0.6;
    const age = rand() < 0.06 ? 13 + Math.floor(rand() * 5) : 18 + Math.floor(rand() * 45);
    const weekly = emptyWeek();
    for (const d of weekdays) {
      const weekend = d === 'saturday' || d === 'sunday';
      if (rand() < (weekend ? 0.5 : 0.35)) {
        const [startTime, endTime] = pick(weekend ? WEEKEND_RANGES : WEEKDAY_RANGES);
        weekly[d] = { isAvailable: true, timeRanges: [{ startTime, endTime }] };
      }
    }
    const dateSpecific: DateSpecificEntry[] = [];
    const entries = rand() < 0.3 ? 1 + Math.floor(rand() * 2) : 0;
    for (let e = 0; e < entries; e++) {
      const start = 1 + Math.floor(rand() * 13);
      const travel = rand() < 0.35;
      const days = travel ? Math.floor(rand() * 4) : 0;
      const s = (7 + Math.floor(rand() * 12)) * 60;
      const where = travel ? (rand() < 0.5 ? around(12 * SCALE) : around(40 * SCALE)) : null;
      dateSpecific.push({
        id: `${uid}-${e}`,
        date: dateIn(start),
        endDate: days || travel ? dateIn(start + days) : null,
        timeRanges: [{ startTime: hhmm(s), endTime: hhmm(Math.min(s + (2 + Math.floor(rand() * 6)) * 60, 23 * 60 + 59)) }],
        dailyTimeRanges: [],
        isTraveling: travel,
        location: where && { city: 'Somewhere', state: 'CO', country: 'US', lat: where.lat, lng: where.lng, formattedAddress: 'Somewhere, CO' },
      });
    }
    const communities = rand() < 0.5 ? [pick(COMMUNITIES), ...(rand() < 0.3 ? [pick(COMMUNITIES)] : [])].filter((c, k, a) => a.indexOf(c) === k) : [];
    return {
      uid,
      profile: {
        uid,
        defaultCity: home,
        sportAvailability: list.map((sport) => ({ sport, toggle: true })),
        activitySubscriptions: subscribed ? [{ radius: pick([3, 5, 8, 10, 15, 20, 25, 30, 40, 50]), activities: [list[0]!] }] : [],
        birthdate: rand() < 0.75 ? `${new Date(nowMs).getUTCFullYear() - age}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-15` : null,
      },
      weekly,
      dateSpecific,
      privacy: privacyOf(communities),
      gender: rand() < 0.85 ? pick(GENDERS) : null,
      communities,
    };
  }

  console.log(`Generating ${USERS} people around Denver...`);
  const people = Array.from({ length: USERS }, (_, i) => personOf(i));
  const organisers = people.slice(0, ORGANISERS).map((p) => p.uid);
  const byUid = new Map(people.map((p) => [p.uid, p]));
  // Each organiser: about 30 accepted connections; 1% of people block an organiser, and organisers block a few people.
  const connected = new Map(organisers.map((o) => [o, new Set(Array.from({ length: 30 }, () => pick(people).uid))]));
  const blocks: Array<[string, string]> = [];
  for (const p of people.slice(ORGANISERS)) if (rand() < 0.01) blocks.push([p.uid, pick(organisers)]);
  for (const o of organisers) for (let k = 0; k < 3; k++) blocks.push([o, pick(people).uid]);
  const { week, expiresAt } = weekOf(nowMs);
  const weekCount = new Map<string, number>();
  for (const p of people) if (rand() < 0.08) weekCount.set(p.uid, 1 + Math.floor(rand() * FILL_INVITES_PER_WEEK));

  interface Game {
    eventId: string;
    creatorId: string;
    sport: string;
    point: { lat: number; lng: number };
    occurrence: string;
    durationMinutes: number;
  }
  const games: Game[] = Array.from({ length: SEARCHES }, (_, i) => {
    const date = dateIn(1 + Math.floor(rand() * 13));
    const start = (7 + Math.floor(rand() * 28) / 2) * 60;
    return {
      eventId: `bench-fill-${i}`,
      creatorId: pick(organisers),
      sport: weighted(GAMES, GAME_WEIGHTS),
      point: rand() < 0.8 ? around(8 * SCALE) : around(25 * SCALE),
      occurrence: wallTimeToIso(date, hhmm(start), ZONE)!,
      durationMinutes: pick([60, 90, 120]),
    };
  });
  /** Brute force from the generated records: no index, no rings. */
  function reference(g: Game, all = false): string[] {
    const event = (wanted: Game) => ({ gameType: wanted.sport, location: { lat: wanted.point.lat, lng: wanted.point.lng }, timeZone: ZONE, durationMinutes: wanted.durationMinutes });
    const t = targetOf(event(g) as never, g.occurrence);
    const organiser = byUid.get(g.creatorId)!;
    const hidden = new Set([g.creatorId, ...blocks.filter(([a, b]) => a === g.creatorId || b === g.creatorId).map(([a, b]) => (a === g.creatorId ? b : a))]);
    const toMin = (s: string) => (s === '23:59' ? 1440 : Number(s.slice(0, 2)) * 60 + Number(s.slice(3)));
    const covers = (rs: ReadonlyArray<{ startTime: string; endTime: string }>) => rs.some((r) => toMin(r.startTime) <= t.startMinute && toMin(r.endTime) >= t.endMinute);
    const out: Array<{ uid: string; d: number }> = [];
    for (const p of people) {
      if (hidden.has(p.uid)) continue;
      const plays = p.profile.sportAvailability.some((s) => s.toggle && s.sport === g.sport) || p.profile.activitySubscriptions.some((s) => s.activities.includes(g.sport));
      if (!plays || isMinor(p.profile.birthdate ?? undefined, new Date(nowMs))) continue;
      if ((weekCount.get(p.uid) ?? 0) >= FILL_INVITES_PER_WEEK) continue;
      const radius = p.profile.activitySubscriptions.length ? Math.max(...p.profile.activitySubscriptions.map((s) => s.radius)) : 15;
      const on = p.dateSpecific.filter((e) => e.date <= t.date && t.date <= (e.endDate ?? e.date));
      const places: Array<{ lat: number; lng: number }> = [];
      if (on.length) {
        for (const e of on) {
          const where = e.isTraveling ? e.location : p.profile.defaultCity;
          if (where && covers(e.timeRanges)) places.push(where);
        }
      } else {
        const day = p.weekly[t.weekday as 'monday'];
        if (p.profile.defaultCity && day.isAvailable && covers(day.timeRanges)) places.push(p.profile.defaultCity);
      }
      const near = places.map((w) => distanceMiles(t.point, w)).filter((d) => d <= radius);
      if (!near.length) continue;
      const viewer = { uid: organiser.uid, gender: organiser.gender, communityIds: new Set(organiser.communities), isConnection: connected.get(organiser.uid)!.has(p.uid) };
      if (!canSeeAvailability(p.privacy, { uid: p.uid, communityIds: new Set(p.communities) }, viewer)) continue;
      out.push({ uid: p.uid, d: Math.min(...near) });
    }
    return out.sort((a, b) => a.d - b.d || a.uid.localeCompare(b.uid)).slice(0, all ? undefined : LIMIT).map((x) => x.uid);
  }

  return { people, organisers, byUid, connected, blocks, weekCount, week, expiresAt, games, reference };
}

export type FillWorld = ReturnType<typeof fillWorld>;
export type Person = FillWorld['people'][number];
export type Game = FillWorld['games'][number];

/** Why an index row a search read was read: listed, or what kept it out of the list. */
export function whyRead(r: SlotRow, t: FillTarget, lastRingMiles: number, listed: ReadonlySet<string>, eligible: ReadonlySet<string>): string {
  const d = distanceMiles(t.point, r);
  if (d > lastRingMiles) return 'outside the last ring (cover shape)';
  if (!rowCovers(r, t)) return r.day !== t.date && r.day !== t.weekday ? 'another date of the weekday' : 'not free for the whole slot';
  if (d > r.radiusMiles) return 'beyond their own radius';
  if (listed.has(r.uid)) return 'listed';
  return eligible.has(r.uid) ? 'eligible, past the limit' : 'minor, block, privacy or weekly limit';
}

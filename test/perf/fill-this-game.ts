/**
 * Benchmark: "Fill this game" (rankWithStats, lambdas/domain/fill) over synthetic people around
 * one city in DynamoDB Local. Seeds (BatchWrite) N people spread around Denver with the games
 * they play, weekly hours, date-specific and travel entries, activity radii, availability
 * privacy, genders, communities, connections, blocks, minors and this week's invitation counts,
 * through the same functions the index writer uses; then organisers' games at random places,
 * dates and hours. Each search ranks the top `--limit` for a random game as its organiser, and is
 * compared with a brute-force pass over the generated data (no index: every person's own record,
 * privacy, blocks, minors and the weekly limit applied one by one).
 * Prints items read per candidate returned (index rows and the whole request, counted from
 * DynamoDB's answers), Queries per search, p50/p95 latency and the comparison; exits 1 only when
 * a search missed or wrongly listed someone (timings are reported, not enforced).
 * Run: npm run perf:fill -- [--users=100000] [--searches=200] [--limit=50] [--inflight=12] [--spread=9]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyWeek, weekdays, type AvailabilityPrivacy, type DateSpecificEntry, type WeeklyAvailability } from '@shared/schemas/availability';
import { distanceMiles } from '@shared/geo/distance';
import { isMinor } from '@shared/people/age';
import { FILL_INVITES_PER_WEEK } from '@shared/schemas/fill';
import { wallTimeToIso } from '@shared/time/zoned-time';
import { ensureTable, startDynamo } from '../../lib/local/dynamodb';
import { freePort } from '../../lib/local/http-util';
import { quietSdkWarnings } from '../../lib/local/quiet-warnings';
import { prng } from './geo-data';

quietSdkWarnings();
const arg = (name: string, fallback: number) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? Number(a.slice(name.length + 3)) : fallback;
};
const USERS = arg('users', 100_000);
const SEARCHES = arg('searches', 200);
const LIMIT = arg('limit', 50);
/** BatchWrite requests in flight at once while seeding. */
const IN_FLIGHT = arg('inflight', 12);
/**
 * How far people's homes spread around the city (gaussian sigma, miles); games and trips scale
 * with it. Fewer people at a smaller spread have the density of more at the default 9 miles
 * (people per square mile near the centre go with users / spread²): `--users=2000 --spread=1.27`
 * is as dense near the games as 100,000 at 9 miles, where seeding all of them does not fit.
 */
const SPREAD = arg('spread', 9);
const SCALE = SPREAD / 9;
const ORGANISERS = 200;
const TABLE = 'rally-fill-bench';
const CITY = { lat: 39.7392, lng: -104.9903 };
const ZONE = 'America/Denver';
const GAMES = ['Soccer', 'Basketball', 'Tennis', 'Pickleball', 'Volleyball', 'Running', 'Ultimate', 'Badminton', 'Golf', 'Hockey'];
const GAME_WEIGHTS = [18, 16, 12, 12, 9, 9, 7, 6, 6, 5];
const COMMUNITIES = Array.from({ length: 60 }, (_, i) => `bench-team-${i}`);
const GENDERS = ['Male', 'Female', 'Non-binary'];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rally-fill-bench-'));
const port = await freePort();
const dynamo = await startDynamo({ port, dataDir, inMemory: true });
await ensureTable(dynamo.client, TABLE);
Object.assign(process.env, { TABLE_NAME: TABLE, DYNAMODB_ENDPOINT: dynamo.endpoint, AWS_REGION: 'us-east-1', LOG_LEVEL: 'SILENT', POWERTOOLS_LOG_LEVEL: 'SILENT' });

async function run(): Promise<boolean> {
  // Loaded after the env points at the bench table (the data layer reads env on first use).
  const { db } = await import('../../lambdas/data/service');
  const { dynamoClient } = await import('../../lambdas/lib/clients');
  const { events } = await import('../../lambdas/data/events');
  const { slotKeyOf } = await import('../../lambdas/data/fill');
  const { newProfileItem } = await import('../../lambdas/data/users');
  const { fillPersonOf, slotRowsOf } = await import('../../lambdas/domain/fill/slots');
  const { rankWithStats, targetOf, weekOf } = await import('../../lambdas/domain/fill/index');
  const { canSeeAvailability } = await import('../../lambdas/domain/availability/visibility');
  const { upcomingEntries } = await import('../../lambdas/domain/availability/upcoming');
  const { fill } = await import('../../lambdas/data/fill');
  const { rowCovers } = await import('../../lambdas/domain/fill/rank');
  // Every index row a search reads, to say why the ones not listed were read.
  let readRows: Array<Awaited<ReturnType<typeof fill.slotsIn>>[number]> = [];
  const slotsIn = fill.slotsIn;
  fill.slotsIn = async (p, box) => {
    const rows = await slotsIn(p, box);
    readRows.push(...rows);
    return rows;
  };

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
  const nowMs = Date.now();
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

  type Put = { go: () => Promise<{ unprocessed: unknown[] }> };
  /** One item per key: a batch with a key twice is refused whole. */
  const unique = <T>(items: T[], key: (t: T) => string) => [...new Map(items.map((t) => [key(t), t])).values()];
  /** BatchWrite in chunks of 25, `inFlight` at once, asking again for what was left unprocessed. */
  async function putAll<T>(label: string, items: T[], put: (batch: T[]) => Put, inFlight = IN_FLIGHT) {
    const t0 = Date.now();
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < items.length) {
        const batch = items.slice(next, (next += 25));
        let left = (await put(batch).go()).unprocessed as T[];
        for (let attempt = 0; left.length && attempt < 8; attempt++) {
          await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
          left = (await put(left).go()).unprocessed as T[];
        }
        if (left.length) throw new Error(`${label}: ${left.length} items left unprocessed`);
        done += batch.length;
        if (done % 50_000 < 25) process.stdout.write(`\r  ${label}: ${done} / ${items.length}`);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    const seconds = (Date.now() - t0) / 1000;
    process.stdout.write(`\r  ${label}: ${items.length} in ${seconds.toFixed(1)} s (${Math.round(items.length / Math.max(seconds, 0.001))} items/s)\n`);
  }

  const seedStart = Date.now();
  console.log('Seeding (BatchWrite):');
  // Built and written a slice of people at a time: 100,000 people are about 3 million items.
  let slotCount = 0;
  const SLICE = 10_000;
  for (let i = 0; i < people.length; i += SLICE) {
    const slotRows = people.slice(i, i + SLICE).flatMap((p) =>
      slotRowsOf(fillPersonOf(p.profile), { weekly: p.weekly, dateSpecific: upcomingEntries(p.dateSpecific), privacy: p.privacy }).map((s) => ({ ...s, slot: slotKeyOf(s) })),
    );
    slotCount += slotRows.length;
    await putAll(`index items (fillSlot), people ${i + 1}-${Math.min(i + SLICE, people.length)}`, slotRows, (b) => db().entities.fillSlot.put(b));
  }
  await putAll(
    'people',
    people.map((p) =>
      newProfileItem({ uid: p.uid, email: `${p.uid}@bench.example`, emailVerified: true }, { displayName: `Player ${p.uid}`, additionalInfo: p.gender ? { gender: p.gender } : {} }),
    ),
    (b) => db().entities.user.put(b),
  );
  await putAll(
    'memberships',
    people.flatMap((p) => p.communities.map((teamId) => ({ teamId, userId: p.uid, role: 'member' as const }))),
    (b) => db().entities.membership.put(b),
  );
  await putAll(
    'connections',
    unique([...connected].flatMap(([o, set]) => [...set].flatMap((u) => [
      { userId: o, otherUserId: u, status: 'accepted' as const, requesterId: o },
      { userId: u, otherUserId: o, status: 'accepted' as const, requesterId: o },
    ])), (c) => `${c.userId}|${c.otherUserId}`),
    (b) => db().entities.connection.put(b as never) as unknown as Put,
  );
  await putAll('blocks', unique(blocks.map(([blockerId, blockedUserId]) => ({ blockerId, blockedUserId })), (b) => `${b.blockerId}|${b.blockedUserId}`), (b) => db().entities.block.put(b as never) as unknown as Put);
  await putAll('week counters', [...weekCount].map(([uid, count]) => ({ uid, week, count, expiresAt })), (b) => db().entities.fillWeek.put(b));

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
  await events.putMany(
    games.map((g) => ({
      eventId: g.eventId,
      title: `Fill bench ${g.eventId}`,
      gameType: g.sport,
      dateStart: g.occurrence,
      dateStartMs: Date.parse(g.occurrence),
      lastOccurrenceMs: Date.parse(g.occurrence),
      timeZone: ZONE,
      durationMinutes: g.durationMinutes,
      creatorId: g.creatorId,
      location: { name: 'Park', address: '1 Main St', lat: g.point.lat, lng: g.point.lng },
      isPrivate: false,
      cancelled: false,
      capacity: 20,
      searchText: g.eventId,
      favoriteCount: 0,
      version: 1,
    })) as never,
    8,
  );
  const seedSeconds = (Date.now() - seedStart) / 1000;
  console.log(`Seeded ${people.length} people, ${slotCount} index items (${(slotCount / people.length).toFixed(1)} per person), ${games.length} games in ${seedSeconds.toFixed(0)} s`);

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

  // Every DynamoDB request of a search, and the items its answers say were read.
  let requests = 0;
  let itemsRead = 0;
  dynamoClient().middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const out = result.output as { ScannedCount?: number; Item?: unknown; Responses?: Record<string, unknown[]> };
      requests++;
      itemsRead += out.ScannedCount ?? (out.Item ? 1 : 0) + Object.values(out.Responses ?? {}).reduce((n, r) => n + r.length, 0);
      return result;
    },
    { step: 'initialize', name: 'countReads' },
  );

  const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
  const ms: number[] = [];
  const totals = { returned: 0, indexRows: 0, itemsRead: 0, queries: 0, requests: 0, rings: 0, missed: 0, wrong: 0, misordered: 0 };
  const ringRadii: number[] = [];
  const waste = new Map<string, number>();
  /** Per last-ring radius: searches, index rows read and candidates listed (which searches the rows go to). */
  const byReach = new Map<string, { searches: number; rows: number; listed: number }>();
  for (const [i, g] of [...games.slice(0, 5), ...games].entries()) {
    const warmup = i < 5;
    requests = 0;
    itemsRead = 0;
    readRows = [];
    const t0 = performance.now();
    const stats = await rankWithStats({ eventId: g.eventId, viewerId: g.creatorId, limit: LIMIT }, nowMs);
    const elapsed = performance.now() - t0;
    if (warmup) continue;
    ms.push(elapsed);
    const got = stats.candidates.map((c) => c.uid);
    const want = reference(g);
    const gotSet = new Set(got);
    const wantSet = new Set(want);
    totals.missed += want.filter((u) => !gotSet.has(u)).length;
    totals.wrong += got.filter((u) => !wantSet.has(u)).length;
    if (got.join() !== want.join() && totals.missed + totals.wrong === 0) totals.misordered++;
    totals.returned += got.length;
    totals.indexRows += stats.index.rowsRead;
    totals.itemsRead += itemsRead;
    totals.queries += stats.index.queries;
    totals.requests += requests;
    totals.rings += stats.index.rings;
    ringRadii.push(stats.index.radiusMiles);
    const reach = [2, 6, 15, 30].find((r) => stats.index.radiusMiles <= r);
    const bucket = reach ? `<= ${reach} mi` : '> 30 mi';
    const b = byReach.get(bucket) ?? { searches: 0, rows: 0, listed: 0 };
    byReach.set(bucket, { searches: b.searches + 1, rows: b.rows + stats.index.rowsRead, listed: b.listed + got.length });
    const t = targetOf({ gameType: g.sport, location: g.point, timeZone: ZONE, durationMinutes: g.durationMinutes } as never, g.occurrence);
    const seen = new Set<string>();
    const listed = new Set(got);
    const eligible = new Set(reference(g, true));
    for (const r of readRows) {
      const key = `${r.uid}|${r.sport}|${r.day}|${r.hour}|${r.geohash}`;
      const d = distanceMiles(t.point, r);
      const why = seen.has(key)
        ? 'read again'
        : d > stats.index.radiusMiles
          ? 'outside the last ring (cover shape)'
          : !rowCovers(r, t)
            ? 'not free for the whole slot'
            : d > r.radiusMiles
              ? 'beyond their own radius'
              : listed.has(r.uid)
                ? 'listed'
                : eligible.has(r.uid)
                  ? 'eligible, past the limit'
                  : 'minor, block, privacy or weekly limit';
      seen.add(key);
      waste.set(why, (waste.get(why) ?? 0) + 1);
    }
  }

  const n = games.length;
  const f = (x: number, d = 2) => x.toFixed(d);
  console.log(`\nFill this game: ${USERS} people around Denver (spread ${SPREAD} mi, as dense near the centre as ${Math.round(USERS / SCALE ** 2)} at 9 mi), ${n} searches (top ${LIMIT}, as the organiser), DynamoDB Local in memory`);
  console.table({
    'candidates returned / search': f(totals.returned / n, 1),
    'index items read / candidate': f(totals.indexRows / totals.returned),
    'all items read / candidate (whole request)': f(totals.itemsRead / totals.returned),
    'index Queries / search': f(totals.queries / n, 1),
    'DynamoDB requests / search (all)': f(totals.requests / n, 1),
    'rings / search (avg)': f(totals.rings / n, 1),
    'last ring radius, median / p95 (mi)': `${percentile(ringRadii, 50)} / ${percentile(ringRadii, 95)}`,
    'latency p50 / p95 / max (ms)': `${f(percentile(ms, 50), 0)} / ${f(percentile(ms, 95), 0)} / ${f(Math.max(...ms), 0)}`,
    'missed vs brute force': totals.missed,
    'wrongly included vs brute force': totals.wrong,
    'same people, other order': totals.misordered,
  });
  console.log('Index rows read, by why (all searches):');
  console.table(Object.fromEntries([...waste].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, `${v} (${f((100 * v) / totals.indexRows, 1)}%)`])));
  console.log('Searches by how far they read (last ring):');
  console.table(
    Object.fromEntries(
      [...byReach].map(([k, v]) => [k, { searches: v.searches, 'index rows read': v.rows, listed: v.listed, 'rows / candidate': f(v.rows / Math.max(v.listed, 1)) }]),
    ),
  );
  const ok = totals.missed === 0 && totals.wrong === 0 && totals.misordered === 0;
  console.log(ok ? 'Every search equals the brute-force list.' : 'MISMATCH against the brute-force list.');
  return ok;
}

try {
  process.exitCode = (await run()) ? 0 : 1;
} finally {
  await dynamo.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

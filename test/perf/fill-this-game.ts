/**
 * Benchmark: "Fill this game" (rankWithStats, lambdas/domain/fill) over synthetic people around
 * one city in DynamoDB Local. Seeds (BatchWrite) the world of fill-data.ts (N people around
 * Denver, their hours, trips, radii, privacy, communities, connections, blocks, minors and weekly
 * counts) through the same functions the index writer uses; then organisers' games at random
 * places, dates and hours. Each search ranks the top `--limit` for a random game as its
 * organiser, and is compared with the world's brute-force list.
 * Prints items read per candidate returned (index rows and the whole request, counted from
 * DynamoDB's answers), Queries per search, p50/p95 latency and the comparison; exits 1 only when
 * a search missed or wrongly listed someone (timings are reported, not enforced).
 * Run: npm run perf:fill -- [--users=100000] [--searches=200] [--limit=50] [--inflight=12] [--spread=9]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureTable, startDynamo } from '../../lib/local/dynamodb';
import { freePort } from '../../lib/local/http-util';
import { quietSdkWarnings } from '../../lib/local/quiet-warnings';

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
const TABLE = 'rally-fill-bench';

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
  const { rankWithStats, targetOf } = await import('../../lambdas/domain/fill/index');
  const { upcomingEntries } = await import('../../lambdas/domain/availability/upcoming');
  const { fill } = await import('../../lambdas/data/fill');
  // Every index row a search reads, to say why the ones not listed were read.
  let readRows: Array<Awaited<ReturnType<typeof fill.slotsIn>>[number]> = [];
  const slotsIn = fill.slotsIn;
  fill.slotsIn = async (p, box) => {
    const rows = await slotsIn(p, box);
    readRows.push(...rows);
    return rows;
  };

  const nowMs = Date.now();
  const { fillWorld, whyRead, ZONE } = await import('./fill-data');
  const { people, connected, blocks, weekCount, week, expiresAt, games, reference } = fillWorld({ users: USERS, searches: SEARCHES, limit: LIMIT, spread: SPREAD, nowMs });

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
      const why = seen.has(key) ? 'read again' : whyRead(r, t, stats.index.radiusMiles, listed, eligible);
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

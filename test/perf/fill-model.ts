/**
 * Model: the availability index of "Fill this game" held in memory, to compare key layouts in
 * seconds instead of seeding DynamoDB Local for half an hour. The world is fill-data.ts's (the
 * same people and games as test/perf/fill-this-game.ts); each layout files the same index items
 * (slotRowsOf) into partitions, sorted by geohash as byGeo sorts them, and each search runs the
 * ring search (RING_MILES, nextRing, the slot cover, spanMinus) counting the rows every Query
 * would read. Prints index items read per candidate, Queries per search, why each row read was
 * not listed, and the comparison with the brute force (exit 1 on a difference).
 *
 *   npx tsx test/perf/fill-model.ts [--users=100000] [--searches=200] [--limit=50] [--spread=9]
 *     [--ranges=5]        ranges per cover while a ring spans few partitions (FILL_MAX_RANGES)
 *     [--end-classes=4]   end classes in the partition key, in half-hours (0: none)
 *     [--split-days]      weekly and dated items in separate partitions (two Queries per range)
 *     [--reach=5,15,50]   activity-radius classes in the partition key (none by default)
 *
 * The defaults are the layout the code uses (lambdas/data/fill.ts).
 */
import { FILL_INVITES_PER_WEEK } from '@shared/schemas/fill';
import { FILL_CELL_PRECISION, FILL_END_CLASS_MAX, FILL_MAX_RANGES } from '../../lambdas/data/fill';
import { cover, spanMinus, spanOf, type KeySpan } from '../../lambdas/data/geo';
import { canSeeAvailability } from '../../lambdas/domain/availability/visibility';
import { upcomingEntries } from '../../lambdas/domain/availability/upcoming';
import { targetOf } from '../../lambdas/domain/fill/index';
import { eligibleRows, type FillTarget, type RankedRow, type SlotRow } from '../../lambdas/domain/fill/rank';
import { nextRing, RING_MILES } from '../../lambdas/domain/fill/search';
import { fillPersonOf, slotRowsOf } from '../../lambdas/domain/fill/slots';
import { fillWorld, whyRead, ZONE } from './fill-data';

const arg = (name: string, fallback: string) => {
  const a = process.argv.find((x) => x === `--${name}` || x.startsWith(`--${name}=`));
  return a === undefined ? fallback : a.includes('=') ? a.slice(name.length + 3) : 'true';
};
const LIMIT = Number(arg('limit', '50'));
const RANGES = Number(arg('ranges', String(FILL_MAX_RANGES)));
const END_CLASSES = Number(arg('end-classes', String(FILL_END_CLASS_MAX)));
const SPLIT_DAYS = arg('split-days', 'false') === 'true';
const REACH = arg('reach', '').split(',').filter(Boolean).map(Number);
const LAST_RING = RING_MILES[RING_MILES.length - 1]!;

const nowMs = Date.now();
const world = fillWorld({ users: Number(arg('users', '100000')), searches: Number(arg('searches', '200')), limit: LIMIT, spread: Number(arg('spread', '9')), nowMs });

type Row = SlotRow & { hour: number; geohash: string };
const reachOf = (radius: number) => (REACH.length ? (REACH.find((b) => radius <= b) ?? REACH[REACH.length - 1]!) : 0);
const endClassOf = (hour: number, ranges: ReadonlyArray<readonly [number, number]>) =>
  END_CLASSES ? Math.min(Math.floor(Math.max(...ranges.map((r) => r[1])) / 30) - 2 * hour, END_CLASSES) : 0;
const partKey = (cell: string, sport: string, day: string, hour: number, reach: number, endClass: number) => `${cell}|${sport}|${day}|${hour}|${reach}|${endClass}`;

const index = new Map<string, Row[]>();
let items = 0;
for (const p of world.people) {
  for (const s of slotRowsOf(fillPersonOf(p.profile), { weekly: p.weekly, dateSpecific: upcomingEntries(p.dateSpecific), privacy: p.privacy })) {
    const day = SPLIT_DAYS ? s.day : s.weekday;
    const key = partKey(s.geohash.slice(0, FILL_CELL_PRECISION), s.sport, day, s.hour, reachOf(s.radiusMiles), endClassOf(s.hour, s.ranges as Array<[number, number]>));
    const list = index.get(key) ?? [];
    if (!list.length) index.set(key, list);
    list.push(s as unknown as Row);
    items++;
  }
}
for (const list of index.values()) list.sort((a, b) => (a.geohash < b.geohash ? -1 : a.geohash > b.geohash ? 1 : a.uid < b.uid ? -1 : 1));

/** One Query: the rows of a partition whose geohash is in the span. */
function query(key: string, span: KeySpan): Row[] {
  const list = index.get(key) ?? [];
  let [lo, hi] = [0, list.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.geohash < span.from) lo = mid + 1;
    else hi = mid;
  }
  const out: Row[] = [];
  for (let i = lo; i < list.length && list[i]!.geohash <= span.to; i++) out.push(list[i]!);
  return out;
}

/** The ring search of lambdas/domain/fill/search.ts over this layout. */
function search(t: FillTarget, rank: (rows: readonly Row[]) => RankedRow[], check: (r: RankedRow) => boolean) {
  const hour = Math.floor(t.startMinute / 60);
  const days = SPLIT_DAYS ? [t.weekday, t.date] : [t.weekday];
  const lowest = END_CLASSES ? Math.min(Math.floor(t.endMinute / 30) - 2 * hour, END_CLASSES) : 0;
  const endClasses = Array.from({ length: (END_CLASSES || 0) - lowest + 1 }, (_, i) => lowest + i);
  const rows = new Map<string, Row>();
  const verdicts = new Map<string, boolean>();
  const done = new Map<string, KeySpan[]>();
  const read: Row[] = [];
  let [inner, radius, queries] = [0, RING_MILES[0] as number, 0];
  for (;;) {
    const reaches = REACH.length ? REACH.filter((b) => b > inner) : [0];
    for (const box of cover(t.point.lat, t.point.lng, radius, { cellPrecision: FILL_CELL_PRECISION, maxRanges: RANGES, innerMiles: inner })) {
      const before = done.get(box.cell) ?? [];
      for (const piece of spanMinus(spanOf(box), before)) {
        for (const day of days) {
          for (const reach of reaches) {
            for (const endClass of endClasses) {
              queries++;
              for (const r of query(partKey(box.cell, t.gameType, day, hour, reach, endClass), piece)) {
                read.push(r);
                rows.set(`${r.uid}|${r.day}|${r.geohash}`, r);
              }
            }
          }
        }
      }
      done.set(box.cell, [...before, spanOf(box)]);
    }
    const chosen: RankedRow[] = [];
    for (const r of rank([...rows.values()]).filter((x) => x.distanceMiles <= radius)) {
      if (chosen.length >= LIMIT) break;
      if (!verdicts.has(r.uid)) verdicts.set(r.uid, check(r));
      if (verdicts.get(r.uid)) chosen.push(r);
    }
    if (chosen.length >= LIMIT || radius >= LAST_RING) return { chosen, queries, read, radius };
    inner = radius;
    radius = nextRing(radius, chosen.length, LIMIT);
  }
}

const totals = { returned: 0, read: 0, queries: 0, missed: 0, wrong: 0, misordered: 0 };
const why = new Map<string, number>();
const radii: number[] = [];
for (const g of world.games) {
  const t = targetOf({ gameType: g.sport, location: g.point, timeZone: ZONE, durationMinutes: g.durationMinutes } as never, g.occurrence);
  const organiser = world.byUid.get(g.creatorId)!;
  const hidden = new Set([g.creatorId, ...world.blocks.filter(([a, b]) => a === g.creatorId || b === g.creatorId).map(([a, b]) => (a === g.creatorId ? b : a))]);
  const res = search(
    t,
    (rows) => eligibleRows(rows, t, { hidden, joined: new Set(), invited: new Set() }, new Date(nowMs)),
    (r) => {
      const p = world.byUid.get(r.uid)!;
      const viewer = { uid: organiser.uid, gender: organiser.gender, communityIds: new Set(organiser.communities), isConnection: world.connected.get(organiser.uid)!.has(r.uid) };
      return (world.weekCount.get(r.uid) ?? 0) < FILL_INVITES_PER_WEEK && canSeeAvailability(p.privacy, { uid: p.uid, communityIds: new Set(p.communities) }, viewer);
    },
  );
  const got = res.chosen.map((c) => c.uid);
  const want = world.reference(g);
  const [gotSet, wantSet, eligible] = [new Set(got), new Set(want), new Set(world.reference(g, true))];
  totals.missed += want.filter((u) => !gotSet.has(u)).length;
  totals.wrong += got.filter((u) => !wantSet.has(u)).length;
  if (got.join() !== want.join() && totals.missed + totals.wrong === 0) totals.misordered++;
  totals.returned += got.length;
  totals.read += res.read.length;
  totals.queries += res.queries;
  radii.push(res.radius);
  for (const r of res.read) {
    const reason = whyRead(r, t, res.radius, gotSet, eligible);
    why.set(reason, (why.get(reason) ?? 0) + 1);
  }
}
radii.sort((a, b) => a - b);
const n = world.games.length;
console.log(
  `\nModel of the availability index: ranges ${RANGES}, end classes ${END_CLASSES || 'none'}, ${SPLIT_DAYS ? 'weekday and date apart' : 'one partition per weekday'}, reach classes ${REACH.join(',') || 'none'}; ${items} items (${(items / world.people.length).toFixed(1)} per person) in ${index.size} partitions`,
);
console.table({
  'candidates returned / search': (totals.returned / n).toFixed(1),
  'index items read / candidate': (totals.read / totals.returned).toFixed(2),
  'index Queries / search': (totals.queries / n).toFixed(1),
  'last ring radius, median / p95 (mi)': `${radii[n >> 1]} / ${radii[Math.floor(n * 0.95)]}`,
  'missed vs brute force': totals.missed,
  'wrongly included vs brute force': totals.wrong,
  'same people, other order': totals.misordered,
});
console.log('Index rows read, by why:');
console.table(Object.fromEntries([...why].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, `${v} (${((100 * v) / totals.read).toFixed(1)}%)`])));
process.exitCode = totals.missed + totals.wrong + totals.misordered === 0 ? 0 : 1;

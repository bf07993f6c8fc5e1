import { limits } from '@shared/constants/limits';
import { endClassesFor, slotCover, type SlotPartition } from '../../data/fill';
import { spanMinus, spanOf, type CoverBox, type KeySpan } from '../../data/geo';
import type { FillTarget, RankedRow, SlotRow } from './rank';

/** Reads one cover range of one index partition. */
export type ReadSlots<T extends SlotRow> = (p: SlotPartition, span: KeySpan) => Promise<T[]>;

/**
 * Radii a search grows through, in miles. A search starts small, where a game in a busy area
 * already finds its list, and grows to the radius its density calls for: a step of this ladder
 * (not any number) so covers repeat and stay cached. The last step is the largest activity radius:
 * nobody farther can have the game inside their own radius.
 */
export const RING_MILES = [0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, limits.radiusMiles.max] as const;
const LAST_RING = RING_MILES[RING_MILES.length - 1]!;

/**
 * The next radius once a ring of `radius` holds `found` of the `wanted` people: as far as the
 * density seen so far says the rest are (area grows with the square of the radius), with a
 * tenth more for luck, and at least one step further. Nothing found yet: three times as far.
 */
export function nextRing(radius: number, found: number, wanted: number): number {
  const estimate = found > 0 ? radius * Math.sqrt(wanted / found) * 1.1 : radius * 3;
  return RING_MILES.find((r) => r > radius && r >= estimate) ?? LAST_RING;
}

const covers = new Map<string, CoverBox[]>();
/** One ring's cover around one place, kept per process: a place does not move, and enumerating boxes is the costly part. */
function ringCover(lat: number, lng: number, radius: number, inner: number): CoverBox[] {
  const key = `${lat},${lng},${radius},${inner}`;
  let boxes = covers.get(key);
  if (!boxes) {
    if (covers.size >= 2000) covers.clear();
    boxes = slotCover(lat, lng, radius, inner);
    covers.set(key, boxes);
  }
  return boxes;
}

/** Index Queries in flight at once for one search. */
export const READS_IN_FLIGHT = 24;

/** Key spans already read, per partition cell: a ring reads only what the rings before it did not. */
export type SpansRead = Map<string, KeySpan[]>;

/**
 * The index rows of the ring between `inner` and `radius` miles around the game: the cover's
 * ranges in the partitions of the game, its weekday and start hour, and each end class that
 * reaches the game's end, less the spans `done` says were read already (a cover's ranges are
 * joined to few, so they reach back into the rings inside). One Query per span and end class, at
 * most READS_IN_FLIGHT at once (the client's sockets stay free for the request's other reads),
 * never a Scan.
 */
export async function rowsInRing<T extends SlotRow>(
  t: FillTarget,
  inner: number,
  radius: number,
  read: ReadSlots<T>,
  done: SpansRead = new Map(),
): Promise<{ rows: T[]; queries: number }> {
  const hour = Math.floor(t.startMinute / 60);
  const endClasses = endClassesFor(t.startMinute, t.endMinute);
  const reads: Array<() => Promise<T[]>> = [];
  for (const box of ringCover(t.point.lat, t.point.lng, radius, inner)) {
    const before = done.get(box.cell) ?? [];
    const span = spanOf(box);
    for (const piece of spanMinus(span, before)) {
      for (const endClass of endClasses) reads.push(() => read({ geoCell: box.cell, sport: t.gameType, weekday: t.weekday, hour, endClass }, piece));
    }
    done.set(box.cell, [...before, span]);
  }
  const out: T[][] = [];
  let next = 0;
  const worker = async () => {
    while (next < reads.length) {
      const i = next++;
      out[i] = await reads[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, reads.length) }, worker));
  return { rows: out.flat(), queries: reads.length };
}

export interface NearestSearch<T extends SlotRow> {
  read: ReadSlots<T>;
  /** The rows' people eligible from the index items alone, nearest first, each once (`eligibleRows`). */
  rank: (rows: readonly T[]) => RankedRow[];
  /** For each of these people, in order: do they pass the checks that need reads (privacy, weekly limit)? */
  check: (people: readonly RankedRow[]) => Promise<boolean[]>;
  limit: number;
}

export interface NearestResult {
  chosen: RankedRow[];
  /** Index Queries issued, index rows read (re-reads included), rings read, and the last ring's radius. */
  queries: number;
  rowsRead: number;
  rings: number;
  radiusMiles: number;
}

const rowKey = (r: SlotRow & { hour?: number; geohash?: string }) => `${r.uid}|${r.sport}|${r.day}|${r.hour ?? ''}|${r.geohash ?? `${r.lat},${r.lng}`}`;

/**
 * The `limit` nearest people who pass every check, exactly as if everyone within the largest
 * radius had been read. Rings are read outwards; after each, the people eligible within its
 * radius are checked nearest first until `limit` pass. Everyone within a ring's radius has been
 * read by then (each ring's cover holds every point of it not inside the rings before), and
 * anyone read later is farther, so once `limit` people within the radius pass, no one nearer can
 * be missing and the search stops reading. Each person is checked once, however many rings.
 */
export async function nearestEligible<T extends SlotRow>(t: FillTarget, s: NearestSearch<T>): Promise<NearestResult> {
  const rows = new Map<string, T>();
  const verdicts = new Map<string, boolean>();
  let inner = 0;
  let radius: number = RING_MILES[0];
  let queries = 0;
  let rowsRead = 0;
  const done: SpansRead = new Map();
  for (let rings = 1; ; rings++) {
    const ring = await rowsInRing(t, inner, radius, s.read, done);
    queries += ring.queries;
    rowsRead += ring.rows.length;
    for (const r of ring.rows) rows.set(rowKey(r), r);
    const within = s.rank([...rows.values()]).filter((r) => r.distanceMiles <= radius);
    const chosen: RankedRow[] = [];
    for (let i = 0; i < within.length && chosen.length < s.limit; ) {
      const need = s.limit - chosen.length;
      const slice = within.slice(i, i + Math.ceil(need * 1.25) + 2);
      i += slice.length;
      const unknown = slice.filter((r) => !verdicts.has(r.uid));
      if (unknown.length) (await s.check(unknown)).forEach((ok, j) => verdicts.set(unknown[j]!.uid, ok));
      for (const r of slice) if (verdicts.get(r.uid) && chosen.length < s.limit) chosen.push(r);
    }
    if (chosen.length >= s.limit || radius >= LAST_RING) return { chosen, queries, rowsRead, rings, radiusMiles: radius };
    inner = radius;
    radius = nextRing(radius, chosen.length, s.limit);
  }
}

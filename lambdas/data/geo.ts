import ngeohash from 'ngeohash';
import { distanceMiles } from '@shared/geo/distance';

/**
 * Geo access pattern (DESIGN §5): items store a fine geohash (precision 9) and a coarse cell
 * (precision 4, about 39 x 20 km) as the byGeo partition. A search circle is covered by ranges of
 * geohash boxes (see `cover`): each range becomes one Query (partition = its precision-4 cell,
 * sort key `between` the range's first box and its last box + '~'), all run in parallel, then
 * results are filtered by true distance. Never a Scan. test/perf/geo-bench.ts measures it.
 */
export const CELL_PRECISION = 4;
export const HASH_PRECISION = 9;
const MILES_PER_DEGREE_LAT = 69.055;

export const encode = (lat: number, lng: number) => ngeohash.encode(lat, lng, HASH_PRECISION);
export const cellOf = (hash: string, precision: number = CELL_PRECISION) => hash.slice(0, precision);

/** The keys a point is stored under: its fine geohash (byGeo sort key) and coarse cell (byGeo partition). */
export function geoKeys(lat: number, lng: number): { geohash: string; geoCell: string } {
  const geohash = encode(lat, lng);
  return { geohash, geoCell: cellOf(geohash) };
}

export { distanceMiles };

export interface CoverBox {
  /** byGeo partition: the cell (precision 4 unless the cover was asked for another). */
  cell: string;
  /** Common prefix of every hash in the range (at least the cell): `begins_with` on it is a correct, coarser query. */
  prefix: string;
  /** First and last geohash box of a run of boxes adjacent in sort order; query `between(start, end + '~')`. */
  start: string;
  end: string;
}

/** Upper bound of a range query: any full hash under `end` sorts below `end~` ('~' follows every geohash character). */
export const rangeEnd = (end: string) => `${end}~`;

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** Inclusive sort-key bounds of one range Query: `from` a geohash prefix, `to` a prefix + '~'. */
export interface KeySpan {
  from: string;
  to: string;
}

/** The key span of a cover box. */
export const spanOf = (box: Pick<CoverBox, 'start' | 'end'>): KeySpan => ({ from: box.start, to: rangeEnd(box.end) });

/** The prefix of the same length just before (-1) or after (+1) this one, '' past either end. */
function stepPrefix(prefix: string, by: -1 | 1): string {
  for (let n = prefix.length; n > 0; n--) {
    const i = BASE32.indexOf(prefix[n - 1]!) + by;
    if (i >= 0 && i < BASE32.length) return prefix.slice(0, n - 1) + BASE32[i];
  }
  return '';
}

/**
 * What of `span` is not in any of `done`: the spans still to read, so a search that grows
 * outwards never reads an item twice. Exact on full hashes: a hash sorts below a prefix only when
 * its own prefix of that length sorts below it.
 */
export function spanMinus(span: KeySpan, done: readonly KeySpan[]): KeySpan[] {
  let left: KeySpan[] = [span];
  for (const d of done) {
    const next: KeySpan[] = [];
    for (const s of left) {
      if (d.to < s.from || d.from > s.to) {
        next.push(s);
        continue;
      }
      const before = stepPrefix(d.from, -1);
      if (before && s.from <= `${before}~`) next.push({ from: s.from, to: `${before}~` < s.to ? `${before}~` : s.to });
      const after = stepPrefix(d.to.slice(0, -1), 1);
      if (after && after <= s.to) next.push({ from: after > s.from ? after : s.from, to: s.to });
    }
    left = next;
  }
  return left;
}
/** Queries per search while the circle spans at most this many partitions (every small radius). */
export const MAX_QUERIES = 10;
/** Finer boxes than this many in the bounding box are not worth enumerating. */
const MAX_ENUMERATED = 6000;

/** Degrees of one geohash box at a precision: [lat, lng]. */
function boxDegrees(precision: number): [number, number] {
  const bits = precision * 5;
  const lngBits = Math.ceil(bits / 2);
  return [180 / 2 ** (bits - lngBits), 360 / 2 ** lngBits];
}

/** Does the box touch the ring between `innerMiles` (exclusive: a box wholly inside it is out) and `radiusMiles`? */
function boxTouchesRing(hash: string, lat: number, lng: number, radiusMiles: number, innerMiles: number): boolean {
  const [minLat, minLng, maxLat, maxLng] = ngeohash.decode_bbox(hash);
  const nearest = { lat: Math.min(Math.max(lat, minLat), maxLat), lng: Math.min(Math.max(lng, minLng), maxLng) };
  if (distanceMiles({ lat, lng }, nearest) > radiusMiles) return false;
  if (innerMiles <= 0) return true;
  // Corners and edge midpoints, with a margin: a box counts as read only when it is surely inside.
  const lats = [minLat, (minLat + maxLat) / 2, maxLat];
  const lngs = [minLng, (minLng + maxLng) / 2, maxLng];
  const farthest = Math.max(...lats.flatMap((a) => lngs.map((b) => distanceMiles({ lat, lng }, { lat: a, lng: b }))));
  return farthest > innerMiles * 0.995;
}

/** Position of a box inside its partition, in sort order. */
function ordinal(hash: string, cellPrecision: number): number {
  let n = 0;
  for (const ch of hash.slice(cellPrecision)) n = n * 32 + BASE32.indexOf(ch);
  return n;
}

function commonPrefix(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

interface Run {
  cell: string;
  first: string;
  last: string;
  from: number;
  to: number;
}

/** Boxes at one precision that touch the circle, as runs adjacent in sort order, merged down to the query budget. */
function runsAt(
  precision: number,
  lat: number,
  lng: number,
  radiusMiles: number,
  box: readonly [number, number, number, number],
  o: Required<CoverOptions>,
): Run[] {
  const hashes = ngeohash
    .bboxes(box[0], box[1], box[2], box[3], precision)
    .filter((h) => boxTouchesRing(h, lat, lng, radiusMiles, o.innerMiles))
    .sort();
  const runs: Run[] = [];
  for (const h of hashes) {
    const cell = cellOf(h, o.cellPrecision);
    const n = ordinal(h, o.cellPrecision);
    const prev = runs[runs.length - 1];
    if (prev && prev.cell === cell && prev.to === n - 1) {
      prev.to = n;
      prev.last = h;
    } else runs.push({ cell, first: h, last: h, from: n, to: n });
  }
  const partitions = new Set(runs.map((r) => r.cell)).size;
  const budget = partitions <= o.maxRanges ? o.maxRanges : Math.ceil(partitions * 1.25);
  // Fewer queries: join the two neighbouring runs of one partition with the smallest gap between them.
  while (runs.length > budget) {
    let best = -1;
    let bestGap = Infinity;
    for (let i = 0; i + 1 < runs.length; i++) {
      const a = runs[i]!;
      const b = runs[i + 1]!;
      if (a.cell !== b.cell) continue;
      const gap = b.from - a.to;
      if (gap < bestGap) [best, bestGap] = [i, gap];
    }
    if (best < 0) break;
    const a = runs[best]!;
    const b = runs[best + 1]!;
    a.to = b.to;
    a.last = b.last;
    runs.splice(best + 1, 1);
  }
  return runs;
}

/** How a cover is cut; the defaults are the byGeo layout every entity but the availability index uses. */
export interface CoverOptions {
  /** Length of the partition cell (default 4). */
  cellPrecision?: number;
  /** Ranges at most while the circle spans no more partitions than this (default MAX_QUERIES). */
  maxRanges?: number;
  /** Leave out boxes wholly inside this radius: the ring beyond a circle already read (default 0). */
  innerMiles?: number;
}

/**
 * Geohash ranges that together cover the circle. Every precision from the cell's to 7 that is
 * cheap to enumerate is tried: boxes that touch the circle are kept, boxes adjacent in sort order
 * become one range (one Query with `between`), and neighbouring ranges are joined until at most
 * `maxRanges` remain (or 1.25 per partition when the circle spans more partitions than that).
 * The precision whose ranges span the least area wins, so the items read stay close to the
 * items inside the circle.
 */
export function cover(lat: number, lng: number, radiusMiles: number, options: CoverOptions = {}): CoverBox[] {
  const o: Required<CoverOptions> = { cellPrecision: CELL_PRECISION, maxRanges: MAX_QUERIES, innerMiles: 0, ...options };
  const dLat = radiusMiles / MILES_PER_DEGREE_LAT;
  const dLng = radiusMiles / (MILES_PER_DEGREE_LAT * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  const box = [
    Math.max(lat - dLat, -90),
    Math.max(lng - dLng, -180),
    Math.min(lat + dLat, 90),
    Math.min(lng + dLng, 180),
  ] as const;
  let best: { runs: Run[]; area: number } | undefined;
  for (let precision = 7; precision >= o.cellPrecision; precision--) {
    const [hLat, hLng] = boxDegrees(precision);
    const estimate = ((box[2] - box[0]) / hLat + 2) * ((box[3] - box[1]) / hLng + 2);
    if (estimate > MAX_ENUMERATED && precision > o.cellPrecision) continue;
    const runs = runsAt(precision, lat, lng, radiusMiles, box, o);
    const area = runs.reduce((sum, r) => sum + (r.to - r.from + 1), 0) * hLat * hLng;
    if (!best || area < best.area - 1e-12 || (Math.abs(area - best.area) <= 1e-12 && runs.length < best.runs.length))
      best = { runs, area };
  }
  return (best?.runs ?? []).map((r) => ({ cell: r.cell, prefix: commonPrefix(r.first, r.last), start: r.first, end: r.last }));
}

export interface Circle {
  lat: number;
  lng: number;
  radiusMiles: number;
}

/**
 * Items in a circle: one Query per cover range (`readRange`), all in parallel, never a Scan; then
 * each item once, with its true distance from the centre (items without a point are left out),
 * inside the radius, nearest first and by id on a tie.
 */
export async function nearestInCircle<T>(
  circle: Circle,
  readRange: (box: CoverBox) => Promise<{ data: T[] }>,
  idOf: (item: T) => string,
  pointOf: (item: T) => { lat: number; lng: number } | null,
): Promise<Array<T & { distanceMiles: number }>> {
  const pages = await Promise.all(cover(circle.lat, circle.lng, circle.radiusMiles).map(readRange));
  const seen = new Set<string>();
  return pages
    .flatMap((p) => p.data)
    .filter((item) => !seen.has(idOf(item)) && seen.add(idOf(item)))
    .flatMap((item) => {
      const point = pointOf(item);
      return point ? [{ ...item, distanceMiles: distanceMiles(circle, point) }] : [];
    })
    .filter((item) => item.distanceMiles <= circle.radiusMiles)
    .sort((a, b) => a.distanceMiles - b.distanceMiles || idOf(a).localeCompare(idOf(b)));
}

import { cover } from '../../data/geo';
import type { SlotPartition } from '../../data/fill';
import type { CoverBox } from '../../data/geo';
import { RADIUS_TIERS } from './slots';
import type { FillTarget, SlotRow } from './rank';

const covers = new Map<string, CoverBox[]>();
/** The cover of one game's place per tier, kept per process: a place does not move, and enumerating boxes is the costly part. */
function coverOf(lat: number, lng: number, tier: number): CoverBox[] {
  const key = `${lat},${lng},${tier}`;
  let boxes = covers.get(key);
  if (!boxes) {
    if (covers.size >= 500) covers.clear();
    boxes = cover(lat, lng, tier);
    covers.set(key, boxes);
  }
  return boxes;
}

/** Reads one cover range of one index partition. */
export type ReadSlots<T extends SlotRow> = (p: SlotPartition, box: Pick<CoverBox, 'start' | 'end'>) => Promise<T[]>;

/**
 * The index rows that can hold a person free for the slot: for each radius tier, the geohash
 * cover of a circle of that tier's radius around the game, in the partitions of the game, its
 * start hour, and its weekday and date. One Query per range, all in parallel, never a Scan.
 * Someone whose radius rounds up to a tier is inside that tier's circle whenever the game is
 * inside their own radius, so nobody eligible is missed.
 */
export async function rowsForTarget<T extends SlotRow>(t: FillTarget, read: ReadSlots<T>): Promise<T[]> {
  const hour = Math.floor(t.startMinute / 60);
  const reads: Array<() => Promise<T[]>> = [];
  for (const tier of RADIUS_TIERS) {
    for (const box of coverOf(t.point.lat, t.point.lng, tier)) {
      for (const day of [t.weekday, t.date]) reads.push(() => read({ geoCell: box.cell, sport: t.gameType, day, hour, tier }, box));
    }
  }
  // The 50-mile tier alone spans dozens of ranges: a bounded number in flight keeps the client's
  // sockets (50) free for the request's other reads.
  const out: T[][] = [];
  let next = 0;
  const worker = async () => {
    while (next < reads.length) {
      const i = next++;
      out[i] = await reads[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, reads.length) }, worker));
  return out.flat();
}

/** Index Queries in flight at once for one search. */
export const READS_IN_FLIGHT = 24;

import { cover } from '../../data/geo';
import type { SlotPartition } from '../../data/fill';
import type { CoverBox } from '../../data/geo';
import { RADIUS_TIERS } from './slots';
import type { FillTarget, SlotRow } from './rank';

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
  const reads: Array<Promise<T[]>> = [];
  for (const tier of RADIUS_TIERS) {
    for (const box of cover(t.point.lat, t.point.lng, tier)) {
      for (const day of [t.weekday, t.date]) reads.push(read({ geoCell: box.cell, sport: t.gameType, day, hour, tier }, box));
    }
  }
  return (await Promise.all(reads)).flat();
}

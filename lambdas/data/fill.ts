import type { ItemOf } from './entities/table';
import type { FillInvite, FillSlot } from './entities/fill';
import { deleteAllKeys } from './batch';
import { cover, encode, type CoverBox, type KeySpan } from './geo';
import { db, isConditionFailure, writeWithRetry } from './service';

export type FillSlotItem = ItemOf<typeof FillSlot>;
export type FillInviteItem = ItemOf<typeof FillInvite>;
export type FillSlotWrite = Omit<FillSlotItem, 'slot'> & { geoCell: string; geohash: string };

/**
 * The byGeo partition of the availability index: everything but the geohash. A partition holds
 * one game at one start hour of one weekday, weekly hours and the dated entries falling on that
 * weekday together (one Query per range instead of two; `rowCovers` keeps each to its own date),
 * split by how late the free time runs (`endClass`), so a game reads only people still free when
 * it ends.
 */
export interface SlotPartition {
  geoCell: string;
  sport: string;
  weekday: string;
  hour: number;
  endClass: number;
}

/** The largest end class: free until two hours after the start hour, or later. */
export const FILL_END_CLASS_MAX = 4;

/**
 * An item's end class: how many half-hours after `hour` starts its latest range ends (a range
 * to 19:45 in the 18:00 item is class 3), at most FILL_END_CLASS_MAX. Anyone free until a game's
 * end is in a class no lower than the game's own (`endClassesFor`).
 */
export const endClassOf = (hour: number, ranges: ReadonlyArray<readonly [number, number]>): number =>
  Math.min(Math.floor(Math.max(...ranges.map((r) => r[1])) / 30) - 2 * hour, FILL_END_CLASS_MAX);

/** The end classes a game from `startMinute` to `endMinute` reads: its own and every later one. */
export function endClassesFor(startMinute: number, endMinute: number): number[] {
  const lowest = Math.min(Math.floor(endMinute / 30) - 2 * Math.floor(startMinute / 60), FILL_END_CLASS_MAX);
  return Array.from({ length: FILL_END_CLASS_MAX - lowest + 1 }, (_, i) => lowest + i);
}

/**
 * The index's partition cell: precision 3 (about 97 x 76 miles at 40° N), coarser than the other
 * byGeo entities' precision 4, so a 50-mile circle spans a few partitions instead of dozens and
 * its cover is a handful of ranges. A partition holds one game at one hour of one day, so it
 * stays small even at this size.
 */
export const FILL_CELL_PRECISION = 3;
/** Ranges per cover while the ring spans few partitions: each is one Query per end class read. */
export const FILL_MAX_RANGES = 5;

/** Where an index item of a point sits in byGeo. */
export function slotGeoKeys(lat: number, lng: number): { geohash: string; geoCell: string } {
  const geohash = encode(lat, lng);
  return { geohash, geoCell: geohash.slice(0, FILL_CELL_PRECISION) };
}

/** The ranges of the index that hold every point of the ring between `innerMiles` and `radiusMiles`. */
export const slotCover = (lat: number, lng: number, radiusMiles: number, innerMiles = 0): CoverBox[] =>
  cover(lat, lng, radiusMiles, { cellPrecision: FILL_CELL_PRECISION, maxRanges: FILL_MAX_RANGES, innerMiles });

/** An item's sort key inside its person's partition: unique per sport, day, hour and place. */
export const slotKeyOf = (s: Pick<FillSlotItem, 'sport' | 'day' | 'hour' | 'geohash'>) =>
  `${s.sport}|${s.day}|${String(s.hour).padStart(2, '0')}|${s.geohash}`;

/** Access patterns of "Fill this game" (docs/data-model.md). */
export const fill = {
  /** Index items in one key span of one partition (one Query, all pages). */
  async slotsIn(p: SlotPartition, span: KeySpan): Promise<FillSlotItem[]> {
    const { data } = await db()
      .entities.fillSlot.query.byCell(p)
      .between({ geohash: span.from }, { geohash: span.to })
      .go({ pages: 'all' });
    return data;
  },

  /** Every index item of one person (their partition). */
  async slotsOf(uid: string): Promise<FillSlotItem[]> {
    const { data } = await db().entities.fillSlot.query.byUid({ uid }).go({ pages: 'all' });
    return data;
  },

  /** Replace a person's index items: put the new ones, then delete the ones no longer wanted. */
  async replaceSlots(uid: string, next: readonly FillSlotWrite[]): Promise<void> {
    const before = await fill.slotsOf(uid);
    const items = next.map((s) => ({ ...s, slot: slotKeyOf(s) }));
    const keep = new Set(items.map((s) => s.slot));
    for (let i = 0; i < items.length; i += 25) {
      const { unprocessed } = await db().entities.fillSlot.put(items.slice(i, i + 25)).go();
      if (unprocessed.length) await db().entities.fillSlot.put(unprocessed as typeof items).go();
    }
    const stale = before.filter((s) => !keep.has(s.slot)).map((s) => ({ uid, slot: s.slot }));
    if (stale.length) await deleteAllKeys(db().entities.fillSlot, stale);
  },

  /** Every invitation of an event, all occurrences (one Query of the event's partition). */
  async invitesOf(eventId: string): Promise<FillInviteItem[]> {
    const { data } = await db().entities.fillInvite.query.byEvent({ eventId }).go({ pages: 'all' });
    return data;
  },

  async invite(eventId: string, occurrence: string, uid: string): Promise<FillInviteItem | null> {
    const { data } = await db().entities.fillInvite.get({ eventId, occurrence, uid }).go();
    return data;
  },

  /** Carry an invitation (and its answer) to another date of the event: an edit moved the date. */
  async moveInvite(invite: FillInviteItem, to: string): Promise<boolean> {
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ fillInvite }) => [
          fillInvite.delete({ eventId: invite.eventId, occurrence: invite.occurrence, uid: invite.uid }).commit(),
          fillInvite
            .create({
              eventId: invite.eventId,
              occurrence: to,
              uid: invite.uid,
              invitedBy: invite.invitedBy,
              status: invite.status,
              ...(invite.createdAt ? { createdAt: invite.createdAt } : {}),
            })
            .commit(),
        ])
        .go(),
    );
    return result.ok;
  },

  /** This week's invitation counts of several people (missing: none yet). */
  async weekCounts(uids: readonly string[], week: string): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    for (let i = 0; i < uids.length; i += 100) {
      const { data } = await db()
        .entities.fillWeek.get(uids.slice(i, i + 100).map((uid) => ({ uid, week })))
        .go();
      for (const w of data) out.set(w.uid, w.count);
    }
    return out;
  },

  /**
   * Record one invitation, in one transaction: the invitation is created only if this person has
   * none for this occurrence, and their week's counter grows only while below `weeklyMax`.
   * 'exists' or 'throttled' when a condition refuses it.
   */
  async claimInvite(
    invite: { eventId: string; occurrence: string; uid: string; invitedBy: string },
    week: { week: string; weeklyMax: number; expiresAt: number },
  ): Promise<'invited' | 'exists' | 'throttled'> {
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ fillInvite, fillWeek }) => [
          fillInvite.create({ ...invite, status: 'invited' }).commit(),
          fillWeek
            .update({ uid: invite.uid, week: week.week })
            .add({ count: 1 })
            .set({ expiresAt: week.expiresAt })
            .where((a, op) => `(${op.notExists(a.count)} OR ${op.lt(a.count, week.weeklyMax)})`)
            .commit(),
        ])
        .go(),
    );
    if (result.ok) return 'invited';
    return /ConditionalCheckFailed/i.test(result.codes[0] ?? '') ? 'exists' : 'throttled';
  },

  /** "Not this time": the invitation becomes a decline (only an invitation that exists). */
  async decline(eventId: string, occurrence: string, uid: string): Promise<boolean> {
    try {
      await db().entities.fillInvite.patch({ eventId, occurrence, uid }).set({ status: 'declined' }).go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /** Account deletion: the person's index items. */
  async removeSlotsOf(uid: string): Promise<void> {
    await fill.replaceSlots(uid, []);
  },
};

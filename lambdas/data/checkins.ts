import type { ItemOf } from './entities/table';
import { DELETED_CREATOR } from './account-removal';
import { deleteAllKeys } from './batch';
import type { Checkin } from './entities/checkin';
import { db, unlessConditionFails } from './service';

export type CheckinItem = ItemOf<typeof Checkin>;
type Key = Pick<CheckinItem, 'eventId' | 'occurrence' | 'userId'>;

const PAGE = 25;

/** Access patterns for check-ins (docs/data-model.md). */
export const checkins = {
  async get(key: Key): Promise<CheckinItem | null> {
    const { data } = await db().entities.checkin.get(key).go({ consistent: true });
    return data;
  },

  /** Create once: a second check-in of the same person and occurrence answers the stored record. */
  async create(key: Key, checkedInBy: string): Promise<{ item: CheckinItem; created: boolean }> {
    return unlessConditionFails(
      async () => ({ item: (await db().entities.checkin.create({ ...key, checkedInBy }).go()).data, created: true }),
      async () => {
        const item = await checkins.get(key);
        if (!item) throw new Error('check-in vanished between create and read');
        return { item, created: false };
      },
    );
  },

  /** False when there was nothing to remove. */
  async remove(key: Key): Promise<boolean> {
    return unlessConditionFails(async () => {
      await db()
        .entities.checkin.delete(key)
        .where((a, op) => op.exists(a.userId))
        .go();
      return true;
    }, false);
  },

  /** Who checked in for one occurrence ("users by check-in"). */
  async ofOccurrence(eventId: string, occurrence: string): Promise<CheckinItem[]> {
    const { data } = await db().entities.checkin.query.byOccurrence({ eventId, occurrence }).go({ pages: 'all' });
    return data;
  },

  /** A person's check-ins, latest occurrence first (games attended). */
  async ofUser(userId: string): Promise<CheckinItem[]> {
    const { data } = await db().entities.checkin.query.byUser({ userId }).go({ pages: 'all', order: 'desc' });
    return data;
  },

  /** Account deletion: the person's own check-ins, a page at a time (each page leaves the index). */
  async removeAllOf(userId: string): Promise<number> {
    const { checkin } = db().entities;
    let count = 0;
    for (;;) {
      const { data } = await checkin.query.byUser({ userId }).go({ limit: PAGE });
      if (!data.length) return count;
      await deleteAllKeys(checkin, data.map(({ eventId, occurrence, userId: u }) => ({ eventId, occurrence, userId: u })));
      count += data.length;
    }
  },

  /** Account deletion: check-ins the person made of others keep the record, credited to nobody. */
  async releaseCheckerOf(checkedInBy: string): Promise<number> {
    const { checkin } = db().entities;
    let count = 0;
    for (;;) {
      const { data } = await checkin.query.byChecker({ checkedInBy }).go({ limit: PAGE });
      if (!data.length) return count;
      for (const { eventId, occurrence, userId } of data) {
        await checkin.patch({ eventId, occurrence, userId }).set({ checkedInBy: DELETED_CREATOR }).go();
      }
      count += data.length;
    }
  },
};

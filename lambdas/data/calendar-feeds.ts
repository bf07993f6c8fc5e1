import type { ItemOf } from './entities/table';
import type { CalendarFeed } from './entities/calendar-feed';
import { db, isConditionFailure } from './service';

export type CalendarFeedItem = ItemOf<typeof CalendarFeed>;
export type CalendarFeedKind = CalendarFeedItem['feedKind'];

/** Access patterns for calendar feed secrets (docs/data-model.md): by owner, and by the secret's hash. */
export const calendarFeeds = {
  async get(feedKind: CalendarFeedKind, ownerId: string): Promise<CalendarFeedItem | null> {
    const { data } = await db().entities.calendarFeed.get({ feedKind, ownerId }).go({ consistent: true });
    return data;
  },

  /** The feed a secret's hash opens, or null. */
  async byHash(secretHash: string): Promise<{ feedKind: CalendarFeedKind; ownerId: string } | null> {
    const { data } = await db().entities.calendarFeedKey.get({ secretHash }).go();
    return data ? { feedKind: data.feedKind, ownerId: data.ownerId } : null;
  },

  /**
   * Give a feed its first secret; when another request got there first, theirs stands and is
   * returned (so two first visits to Settings show the same URL).
   */
  async create(feedKind: CalendarFeedKind, ownerId: string, secret: string, secretHash: string): Promise<CalendarFeedItem> {
    await db().entities.calendarFeedKey.put({ secretHash, feedKind, ownerId }).go();
    try {
      const { data } = await db().entities.calendarFeed.create({ feedKind, ownerId, secret, secretHash }).go();
      return data as CalendarFeedItem;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      await db().entities.calendarFeedKey.delete({ secretHash }).go();
      return (await calendarFeeds.get(feedKind, ownerId))!;
    }
  },

  /**
   * Replace a feed's secret. The owner's record switches first, so the old secret is refused from
   * that moment (the read checks the record); its key item is then removed.
   */
  async rotate(feedKind: CalendarFeedKind, ownerId: string, secret: string, secretHash: string): Promise<CalendarFeedItem> {
    const old = await calendarFeeds.get(feedKind, ownerId);
    await db().entities.calendarFeedKey.put({ secretHash, feedKind, ownerId }).go();
    const { data } = await db().entities.calendarFeed.upsert({ feedKind, ownerId, secret, secretHash }).go({ response: 'all_new' });
    if (old && old.secretHash !== secretHash) await db().entities.calendarFeedKey.delete({ secretHash: old.secretHash }).go();
    return data as CalendarFeedItem;
  },

  /** Remove a feed and its key (account or team removal). */
  async remove(feedKind: CalendarFeedKind, ownerId: string): Promise<void> {
    const old = await calendarFeeds.get(feedKind, ownerId);
    if (!old) return;
    await db().entities.calendarFeed.delete({ feedKind, ownerId }).go();
    await db().entities.calendarFeedKey.delete({ secretHash: old.secretHash }).go();
  },
};

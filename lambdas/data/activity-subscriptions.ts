import type { ItemOf } from './entities/table';
import type { ActivitySubscription } from './entities/activity-subscription';
import { db, pagesOf, shardOf } from './service';
import { deleteAllKeys } from './batch';

export type ActivitySubscriptionItem = ItemOf<typeof ActivitySubscription>;

/** Access patterns for the activity-subscription digest index (docs/data-model.md). */
export const activitySubscriptions = {
  async put(item: Omit<ActivitySubscriptionItem, 'shard'>) {
    await db()
      .entities.activitySubscription.put({ ...item, shard: shardOf(item.userId) })
      .go();
  },

  /**
   * One shard's subscriptions, a page at a time, ordered by user then subscription (the byShard
   * sort key), so one user's subscriptions come together (the digest job).
   */
  pagesOfShard(shard: string, pageSize = 50): AsyncGenerator<ActivitySubscriptionItem[]> {
    return pagesOf((cursor) => db().entities.activitySubscription.query.byShard({ shard }).go({ cursor, limit: pageSize }));
  },

  async markDigested(userId: string, subscriptionId: string, at: string) {
    await db().entities.activitySubscription.patch({ userId, subscriptionId }).set({ lastDigestAt: at }).go();
  },

  /** One user's index items (to keep their digest high-water marks when the list is saved again). */
  async ofUser(userId: string): Promise<ActivitySubscriptionItem[]> {
    const { data } = await db().entities.activitySubscription.query.byUser({ userId }).go({ pages: 'all' });
    return data;
  },

  /** Remove the index items of subscriptions that are no longer in the user's list. */
  async removeMany(userId: string, subscriptionIds: string[]): Promise<void> {
    await deleteAllKeys(
      db().entities.activitySubscription,
      subscriptionIds.map((subscriptionId) => ({ userId, subscriptionId })),
    );
  },

  /** Every subscription of one user (account deletion). */
  async removeAllOf(userId: string): Promise<number> {
    const { data } = await db()
      .entities.activitySubscription.query.byUser({ userId })
      .go({ pages: 'all', attributes: ['userId', 'subscriptionId'] });
    await deleteAllKeys(
      db().entities.activitySubscription,
      data.map((d) => ({ userId: d.userId, subscriptionId: d.subscriptionId })),
    );
    return data.length;
  },
};

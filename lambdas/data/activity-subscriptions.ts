import type { EntityItem } from 'electrodb';
import type { ActivitySubscription } from './entities/activity-subscription';
import { allShards, db, shardOf } from './service';

export type ActivitySubscriptionItem = EntityItem<typeof ActivitySubscription>;

/** Access patterns for the activity-subscription digest index (docs/data-model.md). */
export const activitySubscriptions = {
  async put(item: Omit<ActivitySubscriptionItem, 'shard'>) {
    await db()
      .entities.activitySubscription.put({ ...item, shard: shardOf(item.userId) })
      .go();
  },

  /** Every subscription, walked shard by shard in parallel (the digest job). */
  async all(): Promise<ActivitySubscriptionItem[]> {
    const pages = await Promise.all(
      allShards().map((shard) => db().entities.activitySubscription.query.byShard({ shard }).go({ pages: 'all' })),
    );
    return pages.flatMap((p) => p.data);
  },

  async markDigested(userId: string, subscriptionId: string, at: string) {
    await db().entities.activitySubscription.patch({ userId, subscriptionId }).set({ lastDigestAt: at }).go();
  },
};

import type { ItemOf } from './entities/table';
import type { Subscription } from './entities/subscription';
import { db, unlessConditionFails } from './service';

export type SubscriptionItem = ItemOf<typeof Subscription>;
export type SubscriptionWrite = Omit<SubscriptionItem, 'createdAt' | 'updatedAt' | 'version'>;

/** Access patterns for subscriptions (docs/data-model.md): by Stripe id, by payer, by host. */
export const subscriptions = {
  async get(subscriptionId: string): Promise<SubscriptionItem | null> {
    const { data } = await db().entities.subscription.get({ subscriptionId }).go();
    return data;
  },

  /**
   * Create or refresh from Stripe's view (webhooks may arrive in any order and more than once):
   * the version goes up on every write so a plan change made from an older view is refused.
   */
  async upsert(item: SubscriptionWrite): Promise<SubscriptionItem> {
    const existing = await subscriptions.get(item.subscriptionId);
    if (!existing) {
      // A concurrent first delivery may create it meanwhile: then this one refreshes it.
      const created = await unlessConditionFails(async () => {
        const { data } = await db().entities.subscription.create({ ...item, version: 1 }).go();
        return data as SubscriptionItem;
      }, null);
      if (created) return created;
    }
    const { subscriptionId, ...fields } = item;
    const { data } = await db()
      .entities.subscription.patch({ subscriptionId })
      .set(fields)
      .add({ version: 1 })
      .go({ response: 'all_new' });
    return data as SubscriptionItem;
  },

  /** Apply a change made from the view at `expectedVersion`; 'stale' when someone changed it since. */
  async update(subscriptionId: string, fields: Partial<Omit<SubscriptionWrite, 'subscriptionId'>>, expectedVersion: number): Promise<SubscriptionItem | 'stale'> {
    return unlessConditionFails(async () => {
      const { data } = await db()
        .entities.subscription.patch({ subscriptionId })
        .set({ ...fields, version: expectedVersion + 1 })
        .where((a, { eq }) => eq(a.version, expectedVersion))
        .go({ response: 'all_new' });
      return data as SubscriptionItem;
    }, 'stale');
  },

  async listByPayer(uid: string): Promise<SubscriptionItem[]> {
    const { data } = await db().entities.subscription.query.byPayer({ uid }).go({ pages: 'all', order: 'desc' });
    return data;
  },

  async listByHost(hostId: string): Promise<SubscriptionItem[]> {
    const { data } = await db().entities.subscription.query.byHost({ hostId }).go({ pages: 'all', order: 'desc' });
    return data;
  },
};

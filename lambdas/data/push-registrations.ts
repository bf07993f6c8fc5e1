import type { ItemOf } from './entities/table';
import type { PushRegistration } from './entities/push-registration';
import { db, pagesOf, shardOf, unlessConditionFails } from './service';

export type PushRegistrationItem = ItemOf<typeof PushRegistration>;

/** Access patterns for web-push registrations (docs/data-model.md). */
export const pushRegistrations = {
  async put(reg: { userId: string; registrationId: string; endpoint: string; auth: string; p256dh: string; refreshedAt?: string }) {
    await db()
      .entities.pushRegistration.put({
        ...reg,
        shard: shardOf(reg.registrationId),
        refreshedAt: reg.refreshedAt ?? new Date().toISOString(),
      })
      .go();
  },

  async get(userId: string, registrationId: string) {
    const { data } = await db().entities.pushRegistration.get({ userId, registrationId }).go();
    return data;
  },

  async listByUser(userId: string) {
    const { data } = await db().entities.pushRegistration.query.byUser({ userId }).go({ pages: 'all' });
    return data;
  },

  /** One shard's registrations last refreshed before `before`, a page at a time (the prune job). */
  staleBefore(shard: string, before: string, pageSize = 100): AsyncGenerator<PushRegistrationItem[]> {
    return pagesOf((cursor) =>
      db().entities.pushRegistration.query.byRefreshedAt({ shard }).lt({ refreshedAt: before }).go({ cursor, limit: pageSize }),
    );
  },

  /** Remove one registration; false when there was none. */
  async remove(userId: string, registrationId: string): Promise<boolean> {
    return unlessConditionFails(async () => {
      await db().entities.pushRegistration.remove({ userId, registrationId }).go();
      return true;
    }, false);
  },

  async delete(keys: Array<{ userId: string; registrationId: string }>) {
    if (keys.length) await db().entities.pushRegistration.delete(keys).go();
  },
};

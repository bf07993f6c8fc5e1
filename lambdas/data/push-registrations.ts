import { allShards, db, isConditionFailure, shardOf } from './service';

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

  /** Registrations not refreshed since `before`, across all shards (parallel Queries, no Scan). */
  async staleBefore(before: string) {
    const pages = await Promise.all(
      allShards().map((shard) =>
        db().entities.pushRegistration.query.byRefreshedAt({ shard }).lt({ refreshedAt: before }).go({ pages: 'all' }),
      ),
    );
    return pages.flatMap((p) => p.data);
  },

  /** Remove one registration; false when there was none. */
  async remove(userId: string, registrationId: string): Promise<boolean> {
    try {
      await db().entities.pushRegistration.remove({ userId, registrationId }).go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  async delete(keys: Array<{ userId: string; registrationId: string }>) {
    if (keys.length) await db().entities.pushRegistration.delete(keys).go();
  },
};

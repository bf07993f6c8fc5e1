import type { ItemOf } from './entities/table';
import type { GuardianHold } from './entities/guardian-hold';
import { db, unlessConditionFails } from './service';

export type GuardianHoldItem = ItemOf<typeof GuardianHold>;
export type GuardianHoldKind = GuardianHoldItem['kind'];

/** Access patterns for what waits for a minor's guardian (docs/data-model.md). */
export const guardianHolds = {
  /** Hold once; 'exists' when the same thing already waits. */
  async create(minorId: string, kind: GuardianHoldKind, targetId: string): Promise<GuardianHoldItem | 'exists'> {
    return unlessConditionFails(async () => {
      const { data } = await db().entities.guardianHold.create({ minorId, kind, targetId }).go();
      return data as GuardianHoldItem;
    }, 'exists');
  },
  async get(minorId: string, kind: GuardianHoldKind, targetId: string): Promise<GuardianHoldItem | null> {
    const { data } = await db().entities.guardianHold.get({ minorId, kind, targetId }).go();
    return data;
  },
  /** Everything waiting for one minor's guardian: one Query of their partition. */
  async ofMinor(minorId: string): Promise<GuardianHoldItem[]> {
    const { data } = await db().entities.guardianHold.query.byMinor({ minorId }).go({ pages: 'all' });
    return data;
  },
  /** Every hold of a minor (account deletion). */
  async removeAllOf(minorId: string): Promise<number> {
    const all = await guardianHolds.ofMinor(minorId);
    await Promise.all(all.map((h) => db().entities.guardianHold.delete({ minorId, kind: h.kind, targetId: h.targetId }).go()));
    return all.length;
  },
  /** Remove a hold; false when it was already gone (decided or withdrawn meanwhile). */
  async remove(minorId: string, kind: GuardianHoldKind, targetId: string): Promise<boolean> {
    return unlessConditionFails(async () => {
      await db()
        .entities.guardianHold.delete({ minorId, kind, targetId })
        .where((a, { exists }) => exists(a.targetId))
        .go();
      return true;
    }, false);
  },
};

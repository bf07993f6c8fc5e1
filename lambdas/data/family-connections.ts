import type { ItemOf } from './entities/table';
import type { FamilyConnection } from './entities/family-connection';
import { db, unlessConditionFails } from './service';

export type FamilyConnectionItem = ItemOf<typeof FamilyConnection>;
export type FamilyConnectionWrite = Omit<FamilyConnectionItem, 'createdAt' | 'updatedAt'>;

/** The uniqueness key of a pair of registered people, whichever of them asked. */
export const familyPairKey = (a: string, b: string) => [a, b].sort().join('|');

/** Access patterns for family connections (docs/data-model.md). */
export const familyConnections = {
  async get(connectionId: string): Promise<FamilyConnectionItem | null> {
    const { data } = await db().entities.familyConnection.get({ connectionId }).go();
    return data;
  },

  /** A person's connections as requester and as recipient, oldest first (ids start with the time). */
  async listOf(userId: string): Promise<FamilyConnectionItem[]> {
    const [asRequester, asRecipient] = await Promise.all([
      db().entities.familyConnection.query.byRequester({ requesterId: userId }).go({ pages: 'all' }),
      db().entities.familyConnection.query.byRecipient({ recipientId: userId }).go({ pages: 'all' }),
    ]);
    const byId = new Map([...asRequester.data, ...asRecipient.data].map((c) => [c.connectionId, c]));
    return [...byId.values()].sort((a, b) => a.connectionId.localeCompare(b.connectionId));
  },

  /**
   * Store a new connection. With a registered recipient the pair's guard item is created in the
   * same transaction: returns 'duplicate' when the two people already have a connection.
   */
  async create(item: FamilyConnectionWrite): Promise<FamilyConnectionItem | 'duplicate'> {
    if (!item.recipientId) {
      const { data } = await db().entities.familyConnection.create(item).go();
      return data as FamilyConnectionItem;
    }
    const pairKey = familyPairKey(item.requesterId, item.recipientId);
    const { canceled, data } = await db()
      .transaction.write(({ familyConnection, familyPair }) => [
        familyConnection.create(item).commit(),
        familyPair.create({ pairKey, connectionId: item.connectionId }).commit(),
      ])
      .go();
    if (canceled) {
      if (data.some((r) => r.rejected && /ConditionalCheckFailed/i.test(r.code ?? ''))) return 'duplicate';
      throw new Error('Creating the family connection was cancelled');
    }
    const stored = await familyConnections.get(item.connectionId);
    if (!stored) throw new Error('The family connection vanished right after it was created');
    return stored;
  },

  /** pending → accepted; returns null when it is no longer pending (or gone). */
  async accept(connectionId: string): Promise<FamilyConnectionItem | null> {
    return unlessConditionFails(async () => {
      const { data } = await db()
        .entities.familyConnection.patch({ connectionId })
        .set({ status: 'accepted' })
        .where(({ status }, { eq }) => eq(status, 'pending'))
        .go({ response: 'all_new' });
      return data as FamilyConnectionItem;
    }, null);
  },

  /** Delete a connection and its pair guard together (idempotent). */
  async remove(item: Pick<FamilyConnectionItem, 'connectionId' | 'requesterId' | 'recipientId'>): Promise<void> {
    if (!item.recipientId) {
      await db().entities.familyConnection.delete({ connectionId: item.connectionId }).go();
      return;
    }
    const pairKey = familyPairKey(item.requesterId, item.recipientId);
    const { canceled } = await db()
      .transaction.write(({ familyConnection, familyPair }) => [
        familyConnection.delete({ connectionId: item.connectionId }).commit(),
        // Only the guard of this connection: a newer connection between the two keeps its own.
        familyPair
          .delete({ pairKey })
          .where(({ connectionId }, { eq }) => eq(connectionId, item.connectionId))
          .commit(),
      ])
      .go();
    // A guard already gone (or belonging to a newer connection) cancels the transaction: delete alone.
    if (canceled) await db().entities.familyConnection.delete({ connectionId: item.connectionId }).go();
  },

  /** Every connection a person is in, on either side (account deletion). */
  async removeAllOf(userId: string): Promise<number> {
    const all = await familyConnections.listOf(userId);
    for (const c of all) await familyConnections.remove(c);
    return all.length;
  },
};

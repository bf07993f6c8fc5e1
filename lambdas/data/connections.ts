import type { ItemOf } from './entities/table';
import type { Connection } from './entities/connection';
import { db } from './service';

export type ConnectionStatus = ItemOf<typeof Connection>['status'];
export type ConnectionItem = ItemOf<typeof Connection>;

/** Access patterns for connections between people (docs/data-model.md). */
export const connections = {
  /** Record (or update) the connection in both directions at once. */
  async save(requesterId: string, otherUserId: string, status: ConnectionStatus): Promise<void> {
    if (requesterId === otherUserId) throw new Error('A person cannot connect to themselves');
    const { canceled } = await db()
      .transaction.write(({ connection }) => [
        connection.put({ userId: requesterId, otherUserId, status, requesterId }).commit(),
        connection.put({ userId: otherUserId, otherUserId: requesterId, status, requesterId }).commit(),
      ])
      .go();
    if (canceled) throw new Error('Saving the connection was cancelled');
  },

  async remove(a: string, b: string): Promise<void> {
    const { canceled } = await db()
      .transaction.write(({ connection }) => [
        connection.delete({ userId: a, otherUserId: b }).commit(),
        connection.delete({ userId: b, otherUserId: a }).commit(),
      ])
      .go();
    if (canceled) throw new Error('Removing the connection was cancelled');
  },

  /** The connection from `userId`'s side (one GetItem), accepted or pending, or null. */
  async get(userId: string, otherUserId: string): Promise<ConnectionItem | null> {
    if (userId === otherUserId) return null;
    const { data } = await db().entities.connection.get({ userId, otherUserId }).go();
    return data;
  },

  /** Every connection of a person, accepted or pending either way: one Query on their partition. */
  async listOf(userId: string): Promise<ConnectionItem[]> {
    const { data } = await db().entities.connection.query.byUser({ userId }).go({ pages: 'all' });
    return data;
  },

  /** Ids of the people a person is connected to (accepted only): one Query on their partition. */
  async acceptedOf(userId: string): Promise<string[]> {
    const { data } = await db().entities.connection.query.byUser({ userId }).go({ pages: 'all', attributes: ['otherUserId', 'status'] });
    return data.filter((c) => c.status === 'accepted').map((c) => c.otherUserId);
  },

  /** Every connection of a person, in both directions, accepted or pending (account deletion). */
  async removeAllOf(userId: string): Promise<number> {
    const { data } = await db().entities.connection.query.byUser({ userId }).go({ pages: 'all', attributes: ['otherUserId'] });
    for (const c of data) await connections.remove(userId, c.otherUserId);
    return data.length;
  },

  /** The two are connected: an accepted connection exists (a pending request does not count). */
  async areConnected(a: string, b: string): Promise<boolean> {
    if (a === b) return false;
    const { data } = await db().entities.connection.get({ userId: a, otherUserId: b }).go({ attributes: ['status'] });
    return data?.status === 'accepted';
  },
};

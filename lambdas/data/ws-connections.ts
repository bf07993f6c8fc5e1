import { getAcross } from './batch';
import { db, unlessConditionFails, writeWithRetry } from './service';

/** API Gateway closes a WebSocket connection after two hours. */
const CONNECTION_HOURS = 2;

/** A live connection: its id, and when it connected (epoch ms). */
export interface LiveConnection {
  connectionId: string;
  connectedAt: number;
}

const presenceEntry = (c: LiveConnection) => `${c.connectedAt}.${c.connectionId}`;

/** The entries of a presence item, split into those still live and those older than a connection lives. */
export function readPresence(entries: Iterable<string> | undefined, now = Date.now()): { live: LiveConnection[]; expired: string[] } {
  const live: LiveConnection[] = [];
  const expired: string[] = [];
  for (const entry of entries ?? []) {
    const dot = entry.indexOf('.');
    const connectedAt = Number(entry.slice(0, dot));
    if (dot > 0 && Number.isFinite(connectedAt) && now - connectedAt < CONNECTION_HOURS * 3_600_000) live.push({ connectionId: entry.slice(dot + 1), connectedAt });
    else expired.push(entry);
  }
  return { live, expired };
}

/**
 * Live WebSocket connections. Each is a connection item (found by its id at $disconnect, gone by
 * TTL) and an entry in its person's presence item (what pushes read); both change in one transaction.
 */
export const wsConnections = {
  /** Record a new connection; answers whether the person already had a live one. */
  async add(userId: string, connectionId: string): Promise<{ wasOnline: boolean }> {
    const before = await this.presenceOf(userId);
    const connection = { connectionId, connectedAt: Date.now() };
    const expiresAt = Math.floor(connection.connectedAt / 1000) + CONNECTION_HOURS * 3600;
    const written = await writeWithRetry(() =>
      db()
        .transaction.write(({ wsConnection, presence }) => [
          wsConnection.put({ userId, connectionId, connectedAt: new Date(connection.connectedAt).toISOString(), expiresAt }).commit(),
          presence.update({ userId }).add({ connections: [presenceEntry(connection)] }).commit(),
        ])
        .go(),
    );
    if (!written.ok) throw new Error(`connection not recorded: ${written.codes.join(', ')}`);
    // Entries of connections that ended without a $disconnect (a set cannot gain and lose in one update).
    if (before.expired.length) await db().entities.presence.update({ userId }).delete({ connections: before.expired }).go({ response: 'none' });
    return { wasOnline: before.live.length > 0 };
  },

  /**
   * Forget a connection; returns its user (null when it was unknown). Given its owner (the
   * authorizer's uid, which API Gateway passes to $disconnect too), the entry is found in their
   * presence item, read consistently: the connection-id index is eventually consistent, and a
   * $disconnect straight after its $connect could find nothing there, leaving the person "online".
   */
  async remove(connectionId: string, owner?: string): Promise<string | null> {
    if (owner) {
      const { data } = await db().entities.presence.get({ userId: owner }).go({ consistent: true });
      const entry = [...(data?.connections ?? [])].find((e) => e.slice(e.indexOf('.') + 1) === connectionId);
      await this.removeEntry(owner, connectionId, entry);
      return owner;
    }
    const { data } = await db().entities.wsConnection.query.byConnection({ connectionId }).go({ limit: 1 });
    const found = data[0];
    if (!found) return null;
    await this.removeOf(found.userId, { connectionId, connectedAt: found.connectedAt ? Date.parse(found.connectedAt) : 0 });
    return found.userId;
  },

  async removeOf(userId: string, connection: LiveConnection): Promise<void> {
    await this.removeEntry(userId, connection.connectionId, presenceEntry(connection));
  },

  /** The connection item and, when there is one, its presence entry, in one transaction. */
  async removeEntry(userId: string, connectionId: string, entry: string | undefined): Promise<void> {
    if (!entry) {
      await db().entities.wsConnection.delete({ userId, connectionId }).go({ response: 'none' });
      return;
    }
    const removed = await writeWithRetry(() =>
      db()
        .transaction.write(({ wsConnection, presence }) => [
          wsConnection.delete({ userId, connectionId }).commit(),
          presence.update({ userId }).delete({ connections: [entry] }).commit(),
        ])
        .go(),
    );
    if (!removed.ok) throw new Error(`connection not removed: ${removed.codes.join(', ')}`);
  },

  /** Delete a person's presence item once it lists no connection (one added meanwhile keeps it). */
  async forget(userId: string): Promise<void> {
    await unlessConditionFails(async () => {
      await db()
        .entities.presence.delete({ userId })
        .where(({ connections }, { notExists }) => notExists(connections))
        .go({ response: 'none' });
    }, undefined);
  },

  /** A person's live connections (one GetItem). */
  async live(userId: string): Promise<LiveConnection[]> {
    return (await this.presenceOf(userId)).live;
  },

  /** Many people's live connections: their presence items in BatchGetItems of 100. */
  async liveOfMany(userIds: readonly string[]): Promise<Map<string, LiveConnection[]>> {
    const ids = [...new Set(userIds)];
    const found = new Map<string, LiveConnection[]>(ids.map((id) => [id, []]));
    if (!ids.length) return found;
    const { presence } = db().entities;
    const [items = []] = await getAcross([{ get: presence.get(ids.map((userId) => ({ userId }))), parse: (Items) => presence.parse({ Items }).data }]);
    for (const item of items as Array<{ userId: string; connections?: string[] }>) found.set(item.userId, readPresence(item.connections).live);
    return found;
  },

  async presenceOf(userId: string): Promise<{ live: LiveConnection[]; expired: string[] }> {
    const { data } = await db().entities.presence.get({ userId }).go({ consistent: true });
    return readPresence(data?.connections);
  },

  async userOf(connectionId: string): Promise<string | null> {
    const { data } = await db().entities.wsConnection.query.byConnection({ connectionId }).go({ limit: 1 });
    return data[0]?.userId ?? null;
  },
};

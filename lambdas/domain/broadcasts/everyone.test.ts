import { describe, expect, it } from 'vitest';
import type { BroadcastItem } from '../../data/broadcasts';
import { directoryShardOf, directoryShards, type DirectoryPage } from '../../data/users';
import { firstPages, nextPage, reachable, sendBroadcastPage, startEveryone, type BroadcastPageMessage, type EveryoneIo } from './everyone';
import { broadcastNotificationId, type Sending } from './send-page';

const record = (patch: Partial<BroadcastItem> = {}): BroadcastItem => ({
  broadcastId: 'b1',
  senderId: 'admin',
  origin: 'admin',
  type: 'news',
  title: 'Courts reopen',
  message: 'All courts are open again.',
  audience: JSON.stringify({ kind: 'everyone' }),
  recipients: 0,
  sentAt: '2026-11-27T12:00:00.000Z',
  ...patch,
});

/**
 * A directory held in memory, listed by shard as the index lists it; the cursor is the position
 * of the next page. Every notification queued and every message sent on is recorded.
 */
function world(uids: string[], options: { blocked?: string[]; stored?: BroadcastItem | null } = {}) {
  const byShard = new Map(directoryShards().map((s) => [s, uids.filter((uid) => directoryShardOf(uid) === s)]));
  const queue: BroadcastPageMessage[] = [];
  const notified: Array<{ uid: string; notificationId: string }> = [];
  const pagesRead: string[] = [];
  const io: EveryoneIo = {
    broadcast: async () => (options.stored === undefined ? record() : options.stored),
    page: async (shard, cursor, limit): Promise<DirectoryPage> => {
      pagesRead.push(shard);
      const all = byShard.get(shard) ?? [];
      const from = cursor ? Number(cursor) : 0;
      const end = from + limit;
      return { uids: all.slice(from, end), cursor: end < all.length ? String(end) : null };
    },
    blockedAround: async () => new Set(options.blocked ?? []),
    send: async (sending: Sending, page) => {
      for (const uid of page) notified.push({ uid, notificationId: broadcastNotificationId(sending.broadcastId, uid) });
    },
    enqueue: async (m) => {
      queue.push(m);
    },
  };
  /** Run the consumer until the queue is empty, as the announce queue would. */
  const drain = async () => {
    for (let m = queue.shift(); m; m = queue.shift()) await sendBroadcastPage(m, io);
  };
  return { io, queue, notified, pagesRead, drain, byShard };
}

const people = (n: number) => Array.from({ length: n }, (_, i) => `user-${i.toString().padStart(3, '0')}`);

describe('directory shards', () => {
  it('puts a person in the same shard every time, one of the fixed shards', () => {
    expect(directoryShardOf('abc-123')).toBe(directoryShardOf('abc-123'));
    expect(directoryShards()).toContain(directoryShardOf('abc-123'));
    expect(directoryShards()).toHaveLength(8);
  });

  it('spreads sign-ups over every shard, none holding much more than its share', () => {
    const uids = Array.from({ length: 8000 }, () => crypto.randomUUID());
    const counts = directoryShards().map((s) => uids.filter((uid) => directoryShardOf(uid) === s).length);
    for (const count of counts) expect(count).toBeGreaterThan(800);
    for (const count of counts) expect(count).toBeLessThan(1200);
  });
});

describe('broadcast pages', () => {
  it('starts one page per shard at its beginning', async () => {
    const sent: BroadcastPageMessage[] = [];
    await startEveryone('b1', 25, { enqueue: async (m) => void sent.push(m) });
    expect(sent).toEqual(directoryShards().map((shard) => ({ kind: 'broadcast-page', broadcastId: 'b1', shard, cursor: null, pageSize: 25 })));
    expect(firstPages('b1')[0]!.pageSize).toBe(100);
  });

  it('moves on with the cursor, and stops when the shard has no more', () => {
    const first = firstPages('b1', 2)[0]!;
    expect(nextPage(first, 'abc')).toEqual({ ...first, cursor: 'abc' });
    expect(nextPage(first, null)).toBeNull();
  });

  it('leaves out the sender and everyone in a block pair with them', () => {
    expect(reachable(['a', 'admin', 'b', 'c'], 'admin', new Set(['b']))).toEqual(['a', 'c']);
  });

  it('reaches every listed person once across many pages of every shard, except the sender and the blocked', async () => {
    const uids = [...people(60), 'admin'];
    const w = world(uids, { blocked: ['user-007', 'user-042'] });
    await startEveryone('b1', 3, w.io);
    await w.drain();
    const expected = uids.filter((u) => !['admin', 'user-007', 'user-042'].includes(u)).sort();
    expect(w.notified.map((n) => n.uid).sort()).toEqual(expected);
    // More pages than shards: each shard was walked past its first page.
    const pagesNeeded = [...w.byShard.values()].reduce((sum, list) => sum + Math.max(1, Math.ceil(list.length / 3)), 0);
    expect(w.pagesRead).toHaveLength(pagesNeeded);
    expect(w.pagesRead.length).toBeGreaterThan(directoryShards().length);
  });

  it('queues the same notification ids when a page is handled twice, so nobody is mailed twice', async () => {
    const w = world(people(10));
    const [page] = firstPages('b1', 100).filter((m) => (w.byShard.get(m.shard) ?? []).length > 0);
    await sendBroadcastPage(page!, w.io);
    await sendBroadcastPage(page!, w.io);
    const ids = w.notified.map((n) => n.notificationId);
    expect(ids.length).toBe(2 * new Set(ids).size);
    expect(new Set(ids)).toEqual(new Set(w.byShard.get(page!.shard)!.map((uid) => broadcastNotificationId('b1', uid))));
  });

  it('queues no next page when the page could not be queued, so the retry redoes that page', async () => {
    const w = world(people(40));
    const shard = directoryShards().find((s) => (w.byShard.get(s) ?? []).length > 2)!;
    const failing: EveryoneIo = { ...w.io, send: async () => Promise.reject(new Error('SQS refused')) };
    await expect(sendBroadcastPage({ kind: 'broadcast-page', broadcastId: 'b1', shard, cursor: null, pageSize: 2 }, failing)).rejects.toThrow('SQS refused');
    expect(w.queue).toEqual([]);
  });

  it.each([
    ['an unknown broadcast', null],
    ['a team announcement', record({ origin: 'team' })],
    ['an area broadcast', record({ audience: JSON.stringify({ kind: 'area', lat: 1, lng: 1, radiusMiles: 5 }) })],
  ])('sends nothing for a page of %s', async (_what, stored) => {
    const w = world(people(5), { stored });
    const result = await sendBroadcastPage(firstPages('b1')[0]!, w.io);
    expect(result).toEqual({ queued: 0, next: null });
    expect(w.notified).toEqual([]);
    expect(w.pagesRead).toEqual([]);
  });
});

import type { AnnounceMessage } from '@shared/schemas/announce';
import { broadcastTypes } from '@shared/schemas/broadcast';
import { broadcasts, type BroadcastItem } from '../../data/broadcasts';
import { directoryShards, users, type DirectoryPage } from '../../data/users';
import { logger } from '../../lib/logger';
import { announce } from '../../lib/queue';
import { blockedAround } from '../privacy/blocking';
import { BROADCAST_PAGE_SIZE, sendPage, type Sending } from './send-page';

/**
 * A broadcast to everyone never holds the audience in memory: each directory shard is walked by
 * its own chain of announce-queue messages, one page per message. A page queues its
 * notifications, then queues the next page of its shard; the chains of the shards run side by
 * side. Notification ids come from the broadcast and the person, so a page handled twice (a
 * redelivery, or a chain forked by one) mails nobody twice.
 */

export type BroadcastPageMessage = Extract<AnnounceMessage, { kind: 'broadcast-page' }>;

/** The first page of every directory shard. */
export function firstPages(broadcastId: string, pageSize = BROADCAST_PAGE_SIZE): BroadcastPageMessage[] {
  return directoryShards().map((shard) => ({ kind: 'broadcast-page', broadcastId, shard, cursor: null, pageSize }));
}

/** The page after this one, or null when the shard has no more. */
export function nextPage(message: BroadcastPageMessage, cursor: string | null): BroadcastPageMessage | null {
  return cursor ? { ...message, cursor } : null;
}

/** Who of a directory page hears a broadcast: never the sender, never anyone in a block pair with them. */
export function reachable(uids: readonly string[], senderId: string, blocked: ReadonlySet<string>): string[] {
  return uids.filter((uid) => uid !== senderId && !blocked.has(uid));
}

/** What one page needs from the outside world; the unit tests pass their own. */
export interface EveryoneIo {
  broadcast(broadcastId: string): Promise<BroadcastItem | null>;
  page(shard: string, cursor: string | null, limit: number): Promise<DirectoryPage>;
  blockedAround(uid: string): Promise<Set<string>>;
  send(sending: Sending, uids: readonly string[]): Promise<void>;
  enqueue(message: BroadcastPageMessage): Promise<void>;
}

const io: EveryoneIo = {
  broadcast: (id) => broadcasts.get(id),
  page: (shard, cursor, limit) => users.directoryPage(shard, cursor, limit),
  blockedAround,
  send: sendPage,
  enqueue: announce,
};

/** The sending a stored broadcast to everyone stands for; null for anything else. */
function sendingOf(record: BroadcastItem): Sending | null {
  const type = broadcastTypes.find((t) => t === record.type);
  if (record.origin !== 'admin' || !type) return null;
  const audience = JSON.parse(record.audience) as { kind?: unknown };
  if (audience.kind !== 'everyone') return null;
  return { broadcastId: record.broadcastId, senderId: record.senderId, type, title: record.title, message: record.message };
}

/** Start a broadcast to everyone: the first page of each shard is queued; the consumer does the rest. */
export async function startEveryone(broadcastId: string, pageSize = BROADCAST_PAGE_SIZE, deps: Pick<EveryoneIo, 'enqueue'> = io): Promise<void> {
  await Promise.all(firstPages(broadcastId, pageSize).map((m) => deps.enqueue(m)));
}

/**
 * Handle one page (announce queue): queue the page's notifications, then the shard's next page.
 * A page of a broadcast that is not stored, or is not to everyone, sends nothing. Returns how
 * many people this page queued and the next page, if any.
 */
export async function sendBroadcastPage(message: BroadcastPageMessage, deps: EveryoneIo = io): Promise<{ queued: number; next: BroadcastPageMessage | null }> {
  const record = await deps.broadcast(message.broadcastId);
  const sending = record && sendingOf(record);
  if (!sending) {
    logger.warn('broadcast page dropped: no broadcast to everyone', { broadcastId: message.broadcastId, shard: message.shard });
    return { queued: 0, next: null };
  }
  const [page, blocked] = await Promise.all([deps.page(message.shard, message.cursor, message.pageSize), deps.blockedAround(sending.senderId)]);
  const uids = reachable(page.uids, sending.senderId, blocked);
  await deps.send(sending, uids);
  // Queued only once the page's notifications are: a failure before this retries the same page.
  const next = nextPage(message, page.cursor);
  if (next) await deps.enqueue(next);
  logger.info('broadcast page queued', { broadcastId: message.broadcastId, shard: message.shard, queued: uids.length, more: next !== null });
  return { queued: uids.length, next };
}

/**
 * How many people a broadcast to everyone reaches now: the directory's count less the sender and
 * the people in a block pair with them who are listed in it.
 */
export async function countEveryone(senderId: string): Promise<number> {
  const [listed, blocked] = await Promise.all([users.countDirectory(), blockedAround(senderId)]);
  const excluded = await users.getMany([senderId, ...blocked]);
  // A profile stored before the directory and not yet backfilled is neither counted nor reached.
  const excludedListed = excluded.filter((u) => typeof u.directoryShard === 'string').length;
  return Math.max(0, listed - excludedListed);
}

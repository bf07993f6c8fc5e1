import type { AnnounceMessage } from '@shared/schemas/announce';
import { users, type BackfillPage } from '../../data/users';
import { logger } from '../../lib/logger';
import { announce } from '../../lib/queue';

/**
 * The user-directory backfill: profiles stored before the directory existed get their directory
 * shard, so a broadcast to everyone reaches them. A parallel Scan split into segments, each walked
 * a page at a time by its own chain of announce-queue messages (one message per page), so no
 * Lambda ever runs long and the table's size does not matter. Every write is conditional (only a
 * profile still stored and still unlisted), so the whole backfill, or any page of it, can run
 * again and changes nothing twice.
 */

export type BackfillMessage = Extract<AnnounceMessage, { kind: 'user-directory-backfill' }>;

/** Segments the Scan is split into unless told otherwise: as many chains as run side by side. */
export const BACKFILL_SEGMENTS = 8;
/** Items one page reads (of every entity type; the users among them are listed). */
export const BACKFILL_PAGE_ITEMS = 500;

/** The message that starts a backfill (what `npm run job -- backfill-user-directory` sends). */
export const backfillStart = (segments = BACKFILL_SEGMENTS): BackfillMessage => ({ kind: 'user-directory-backfill', segments, cursor: null });

/** The first page of every segment. */
export function backfillSegments(start: BackfillMessage): BackfillMessage[] {
  return Array.from({ length: start.segments }, (_, segment) => ({ kind: 'user-directory-backfill', segments: start.segments, segment, cursor: null }));
}

/** The segment's page after this one, or null when the segment is done. */
export function nextBackfillPage(message: BackfillMessage, cursor: string | null): BackfillMessage | null {
  return cursor ? { ...message, cursor } : null;
}

export interface BackfillIo {
  page(q: { segment: number; segments: number; cursor: string | null; limit: number }): Promise<BackfillPage>;
  enqueue(message: BackfillMessage): Promise<void>;
}

const io: BackfillIo = {
  page: (q) => users.backfillDirectoryPage(q),
  enqueue: announce,
};

/** Queue the start of a backfill; the announce consumer does the rest. */
export async function startDirectoryBackfill(segments = BACKFILL_SEGMENTS, deps: Pick<BackfillIo, 'enqueue'> = io): Promise<BackfillMessage> {
  const start = backfillStart(segments);
  await deps.enqueue(start);
  return start;
}

/**
 * Handle one backfill message (announce queue): a start queues the first page of each segment; a
 * page lists its users, then queues the segment's next page.
 */
export async function handleDirectoryBackfill(
  message: BackfillMessage,
  deps: BackfillIo = io,
  limit = BACKFILL_PAGE_ITEMS,
): Promise<{ listed: number; queued: number }> {
  if (message.segment === undefined) {
    const firsts = backfillSegments(message);
    await Promise.all(firsts.map((m) => deps.enqueue(m)));
    logger.info('user directory backfill started', { segments: message.segments });
    return { listed: 0, queued: firsts.length };
  }
  const page = await deps.page({ segment: message.segment, segments: message.segments, cursor: message.cursor, limit });
  const next = nextBackfillPage(message, page.cursor);
  if (next) await deps.enqueue(next);
  logger.info('user directory backfill page', { segment: message.segment, read: page.read, listed: page.listed, skipped: page.skipped, more: next !== null });
  return { listed: page.listed, queued: next ? 1 : 0 };
}

import type { BroadcastType } from '@shared/schemas/broadcast';
import { notificationIdOf, notifyMany } from '../../lib/queue';

/** Recipients are queued this many at a time; each page is queued before the next is built. */
export const BROADCAST_PAGE_SIZE = 100;

/** One recipient's notification id: the same broadcast and person always give the same id. */
export const broadcastNotificationId = (broadcastId: string, uid: string) => notificationIdOf('broadcast', broadcastId, uid);

export interface Sending {
  broadcastId: string;
  senderId: string;
  type: BroadcastType;
  title: string;
  message: string;
  link?: string;
  data?: Record<string, string>;
}

/**
 * Queue one page of a sending. Safe to run again for the same page (a retried job, a timed-out
 * request): the notify consumer stores, mails and pushes each notification id once.
 */
export async function sendPage(sending: Sending, uids: readonly string[]): Promise<void> {
  if (!uids.length) return;
  await notifyMany(
    uids.map((uid) => ({
      notificationId: broadcastNotificationId(sending.broadcastId, uid),
      userId: uid,
      senderId: sending.senderId,
      type: sending.type,
      title: sending.title,
      message: sending.message,
      data: { broadcastId: sending.broadcastId, ...sending.data },
      ...(sending.link ? { link: sending.link } : {}),
    })),
  );
}

/** Split recipients into pages of BROADCAST_PAGE_SIZE. */
export function pagesOfIds(uids: readonly string[], size = BROADCAST_PAGE_SIZE): string[][] {
  const pages: string[][] = [];
  for (let i = 0; i < uids.length; i += size) pages.push(uids.slice(i, i + size));
  return pages;
}

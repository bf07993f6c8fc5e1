/**
 * How a message reaches the people of its conversation: pushed to their live connections, and
 * notified to those no connection reached. A big team discussion is delivered in slices through
 * the notify queue, so the sender's request never waits for thousands of reads and posts.
 */
import type { RealtimeEvent } from '@shared/schemas/message';
import type { MessageFanOut, MessageFanOutInput } from '@shared/schemas/notify';
import { MESSAGE_NOTICE_PREFIX } from '../../data/notifications';
import { processedMessages } from '../../data/processed-messages';
import { fanOutMessage, notifyMany } from '../../lib/queue';
import { pushTo } from './realtime';

/** A burst of messages within this long becomes one notification per person (one e-mail). */
export const NOTIFY_BATCH_MINUTES = 15;
/** Above this many other members, a team discussion's messages reach them through the notify queue. */
export const FANOUT_INLINE_MAX = 100;
/** Recipients per queue slice: one consumer invocation reads their connections and posts to them. */
export const FANOUT_SLICE = 250;

export type Notice = NonNullable<MessageFanOut['notice']>;
type FanOutEvent = Extract<RealtimeEvent, { type: 'message' | 'message-updated' }>;

/**
 * One notification per person per quarter hour of a conversation, so a burst sends one e-mail. The
 * id begins with the conversation, so blocking it finds its notifications by key.
 */
export function messageNoticeId(conversationId: string, recipientId: string, sentAt: string): string {
  const batch = Math.floor(Date.parse(sentAt) / (NOTIFY_BATCH_MINUTES * 60_000));
  return `${MESSAGE_NOTICE_PREFIX}${conversationId}:${recipientId}:${batch}`.slice(0, 100);
}

/** Queue the notice of a message for each of these people (none of whom a connection reached). */
export async function noticeTo(away: readonly string[], event: FanOutEvent, notice: Notice): Promise<void> {
  const { conversationId, sentAt } = event.message;
  await notifyMany(away.map((userId) => ({ ...notice, notificationId: messageNoticeId(conversationId, userId, sentAt), userId })));
}

/** Hand the recipients to the notify queue, FANOUT_SLICE to a message. */
export async function deliverLater(recipientIds: readonly string[], event: FanOutEvent, notice: Notice | undefined): Promise<number> {
  const slices: MessageFanOutInput[] = [];
  for (let i = 0; i < recipientIds.length; i += FANOUT_SLICE) {
    slices.push({ kind: 'message-fanout', batch: slices.length, recipientIds: recipientIds.slice(i, i + FANOUT_SLICE), event, ...(notice ? { notice } : {}) });
  }
  if (slices.length) await fanOutMessage(slices);
  return slices.length;
}

/**
 * The notify consumer's side of one slice. The slice is claimed before anyone is pushed, so a
 * redelivery pushes nobody twice; who was away is noted on the claim before they are notified,
 * so a redelivery after a failed enqueue notifies them (notification ids make that once each).
 * A failure before the note gives the claim back and the whole slice is tried again.
 */
export async function deliverSlice(slice: MessageFanOut): Promise<{ duplicate: boolean; reached: number; notified: number }> {
  const { message } = slice.event;
  const consumer = `fanout:${slice.event.type}:${message.conversationId}`;
  const key = `${message.id}:${message.editedAt ?? ''}:${message.deleted ? 'deleted' : ''}:${slice.batch}`;
  if (!(await processedMessages.claim(consumer, key))) {
    const noted = await processedMessages.resultOf(consumer, key);
    const away = noted ? (JSON.parse(noted) as string[]) : [];
    if (slice.notice && away.length) await noticeTo(away, slice.event, slice.notice);
    return { duplicate: true, reached: 0, notified: 0 };
  }
  let away: string[];
  try {
    const reached = await pushTo(slice.recipientIds, slice.event);
    away = slice.recipientIds.filter((id) => !reached.has(id));
    await processedMessages.record(consumer, key, JSON.stringify(slice.notice ? away : []));
  } catch (error) {
    await processedMessages.release(consumer, key);
    throw error;
  }
  if (slice.notice && away.length) await noticeTo(away, slice.event, slice.notice);
  return { duplicate: false, reached: slice.recipientIds.length - away.length, notified: slice.notice ? away.length : 0 };
}

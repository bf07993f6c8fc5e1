import { createHash } from 'node:crypto';
import { notificationDedupeSeconds } from '@shared/constants/rate-limits';
import type { NotifyMessage } from '@shared/schemas/notify';
import { notifications } from '../../data/notifications';
import { processedMessages } from '../../data/processed-messages';
import { rateWindows } from '../../data/rate-limits';
import { pushRegistrations } from '../../data/push-registrations';
import { users } from '../../data/users';
import { sendMail } from '../../lib/queue';
import { logger } from '../../lib/logger';
import { blockedEitherWay } from '../privacy/blocking';
import { sendPush, vapidDetails } from '../push/send-push';
import { wordsFor } from './copy';

interface Channel {
  email: boolean;
  push: boolean;
}

/**
 * Per-type settings (spec §3): default both on when the user never chose. With a topic
 * (a topic id or teamDiscussion_{teamId}), the topic's setting must allow the channel too.
 */
export function channelsFor(settings: unknown, type: string, topicId?: string): Channel {
  const all = settings as Record<string, Partial<Channel>> | undefined;
  const entry = all?.[type];
  const topic = topicId ? all?.[topicId] : undefined;
  return {
    email: (entry?.email ?? true) && (topic?.email ?? true),
    push: (entry?.push ?? true) && (topic?.push ?? true),
  };
}

export interface Delivery {
  stored: boolean;
  /** Why nothing was done, when nothing was. */
  skipped?: 'unknown-user' | 'blocked-sender' | 'repeated';
  emailed: boolean;
  pushed: number;
  /** Registrations the push service no longer knows (deleted). */
  gone: number;
}

const STEP = 'fan-out-notification';

/**
 * Run one delivery step at most once per notification: the claim is taken first and given back
 * if the step fails, so the queue's redelivery redoes only the steps that did not happen.
 */
async function once(step: string, notificationId: string, work: () => Promise<void>): Promise<boolean> {
  if (!(await processedMessages.claim(`${STEP}:${step}`, notificationId))) return false;
  try {
    await work();
    return true;
  } catch (error) {
    await processedMessages.release(`${STEP}:${step}`, notificationId);
    throw error;
  }
}

/**
 * The same notification (type, title, text and link) from one sender to one recipient is mailed
 * and pushed once per window, so cycling request → withdraw → request cannot flood a person's
 * mailbox and phone. The in-app record is always kept: a new request after a declined one must
 * still be there to answer. The window is claimed by the notification id: a redelivery of the one
 * that went through still completes. Notifications without a sender (reminders, digests) are
 * unique by id.
 */
async function firstOfItsKind(n: NotifyMessage): Promise<boolean> {
  if (!n.senderId || n.senderId === n.userId) return true;
  const kind = createHash('sha256').update(JSON.stringify([n.type, n.title, n.message, n.link ?? ''])).digest('hex').slice(0, 32);
  return rateWindows.claimOnce(`${n.senderId}>${n.userId}`, `notice:${kind}`, notificationDedupeSeconds, n.notificationId);
}

/**
 * Store the notification record and deliver it by the channels the recipient allows: e-mail
 * through the mail queue (deduplicated on the notification id), web push to every registered
 * browser. Every step is idempotent, so a redelivered message completes what failed and repeats
 * nothing; a push failure other than "gone" throws, and only that browser is tried again.
 */
export async function deliverNotification(n: NotifyMessage): Promise<Delivery> {
  const none = { stored: false, emailed: false, pushed: 0, gone: 0 };
  const user = await users.get(n.userId);
  if (!user) {
    logger.warn('notification for unknown user dropped', { userId: n.userId, type: n.type });
    return { ...none, skipped: 'unknown-user' };
  }
  // A block works both ways: nothing from someone the recipient blocked, nor from someone who blocked them.
  if (n.senderId && (await blockedEitherWay(n.userId, n.senderId))) {
    logger.info('notification across a block dropped', { userId: n.userId, type: n.type });
    return { ...none, skipped: 'blocked-sender' };
  }
  // The record, the e-mail and the push all speak the recipient's language as their profile has it now.
  const { title, message } = wordsFor(n, user.locale);
  const stored = await notifications.createOnce({
    userId: n.userId,
    notificationId: n.notificationId,
    type: n.type,
    title,
    message,
    data: n.data,
    ...(n.imageUrl ? { imageUrl: n.imageUrl } : {}),
    ...(n.senderId && n.senderId !== n.userId ? { senderId: n.senderId } : {}),
  });
  if (!(await firstOfItsKind(n))) {
    logger.info('repeated notification kept in the app only', { userId: n.userId, senderId: n.senderId, type: n.type });
    return { ...none, stored, skipped: 'repeated' };
  }
  const channels = channelsFor(user.notificationSettings, n.type, n.topicId);

  let emailed = false;
  if (channels.email && user.email) {
    await once('email', n.notificationId, () =>
      sendMail({
        to: user.email,
        dedupeKey: `notify:${n.notificationId}`,
        ...(user.locale ? { locale: user.locale } : {}),
        template: { name: n.mailTemplate, data: { ...n.data, title, message, link: n.link ?? '/home' } },
      }),
    );
    emailed = true;
  }

  let pushed = 0;
  let gone = 0;
  if (channels.push && vapidDetails()) {
    const payload = { title, body: message, url: n.link ?? '/home', tag: n.notificationId };
    const registrations = await pushRegistrations.listByUser(user.uid);
    const results = await Promise.allSettled(
      registrations.map((r) =>
        once(`push:${r.registrationId}`, n.notificationId, async () => {
          if ((await sendPush(r, payload)) === 'gone') {
            await pushRegistrations.remove(r.userId, r.registrationId);
            gone += 1;
          } else pushed += 1;
        }),
      ),
    );
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed.length) {
      throw new AggregateError(
        failed.map((f) => f.reason as Error),
        `${failed.length} of ${registrations.length} push deliveries failed`,
      );
    }
  }
  return { stored, emailed, pushed, gone };
}

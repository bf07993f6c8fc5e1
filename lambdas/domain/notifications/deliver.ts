import type { NotifyMessage } from '../../../shared/schemas/notify';
import { notifications } from '../../data/notifications';
import { users } from '../../data/users';
import { sendMail } from '../../lib/queue';
import { logger } from '../../lib/logger';

interface Channel {
  email: boolean;
  push: boolean;
}

/** Per-type settings (spec §3): default both on when the user never chose. */
export function channelsFor(settings: unknown, type: string): Channel {
  const entry = (settings as Record<string, Partial<Channel>> | undefined)?.[type];
  return { email: entry?.email ?? true, push: entry?.push ?? true };
}

/**
 * Store the notification record and deliver it by the channels the recipient allows.
 * E-mail goes through the mail queue; web push is delivered by the push sender (notifications issue).
 */
export async function deliverNotification(n: NotifyMessage): Promise<{ stored: boolean; emailed: boolean }> {
  const user = await users.get(n.userId);
  if (!user) {
    logger.warn('notification for unknown user dropped', { userId: n.userId, type: n.type });
    return { stored: false, emailed: false };
  }
  const stored = await notifications.createOnce({
    userId: n.userId,
    notificationId: n.notificationId,
    type: n.type,
    title: n.title,
    message: n.message,
    data: n.data,
    ...(n.imageUrl ? { imageUrl: n.imageUrl } : {}),
  });
  const { email } = channelsFor(user.notificationSettings, n.type);
  if (email) {
    await sendMail({ to: user.email, template: { name: 'notification', data: { title: n.title, message: n.message } } });
  }
  return { stored, emailed: email };
}

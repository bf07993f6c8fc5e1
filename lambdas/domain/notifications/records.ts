import type { NotificationDto } from '@shared/schemas/notification';
import { notifications, type NotificationItem } from '../../data/notifications';
import { NotFoundError } from '../../lib/errors';
import type { Caller } from '../../lib/caller';

/**
 * The caller's notification records (spec §3 Notification record). Every operation is addressed
 * by the caller's own partition, so someone else's notification is simply not found (404).
 */
export function toNotificationDto(n: NotificationItem): NotificationDto {
  return {
    id: n.notificationId,
    userId: n.userId,
    type: n.type,
    title: n.title,
    message: n.message ?? '',
    data: (n.data as Record<string, unknown> | undefined) ?? {},
    read: n.read ?? false,
    createdAt: n.createdAt ?? new Date(0).toISOString(),
    imageUrl: n.imageUrl ?? null,
  };
}

export async function listNotifications(caller: Pick<Caller, 'uid'>, query: { unread: boolean; limit: number }) {
  const [items, unreadCount] = await Promise.all([
    notifications.listByUser(caller.uid, { unreadOnly: query.unread, limit: query.limit }),
    notifications.unreadCount(caller.uid),
  ]);
  return { items: items.map(toNotificationDto), unreadCount };
}

export async function markNotification(caller: Pick<Caller, 'uid'>, notificationId: string, read: boolean) {
  const updated = await notifications.setRead(caller.uid, notificationId, read);
  if (!updated) throw new NotFoundError();
  return toNotificationDto(updated);
}

export async function markAllNotificationsRead(caller: Pick<Caller, 'uid'>) {
  return { updated: await notifications.markAllRead(caller.uid) };
}

export async function deleteNotification(caller: Pick<Caller, 'uid'>, notificationId: string) {
  if (!(await notifications.remove(caller.uid, notificationId))) throw new NotFoundError();
  return { ok: true as const };
}

import type { Notification } from './api/list-notifications';

/** A family connection request (spec §3: type 'connections' with the connection id in its data). */
export function familyRequestOf(notification: Pick<Notification, 'type' | 'data'>): { connectionId: string } | null {
  if (notification.type !== 'connections') return null;
  const connectionId = notification.data.connectionId;
  return typeof connectionId === 'string' && connectionId !== '' ? { connectionId } : null;
}

/** The header link's accessible name: the unread count is read out too. */
export function notificationsLinkLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** Newest first, whatever order the server used. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

import { msg } from '@lingui/core/macro';
import type { OutputOf } from '@shared/api/routes';
import { i18n } from '@web/lib/i18n';

export type Notification = OutputOf<'listNotifications'>['items'][number];

/** The page and the header badge read the same page of notifications, so an action updates both. */
export const notificationsArgs = { query: { limit: 50 } };

/** The header badge refreshes this often; every action on the page revalidates at once. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** A family connection request (spec §3: type 'connections' with the connection id in its data). */
export function familyRequestOf(notification: Pick<Notification, 'type' | 'data'>): { connectionId: string } | null {
  if (notification.type !== 'connections') return null;
  const connectionId = notification.data.connectionId;
  return typeof connectionId === 'string' && connectionId !== '' ? { connectionId } : null;
}

/** The header link's accessible name: the unread count is read out too. */
export function notificationsLinkLabel(unread: number): string {
  return unread > 0 ? i18n._(msg`Notifications, ${unread} unread`) : i18n._(msg`Notifications`);
}

/** Newest first, whatever order the server used. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * A "Fill this game" invitation (type fillInvite): the game and date it offers. Answerable until
 * that date starts; the join and the decline are the server's to refuse after that.
 */
export function fillInviteOf(notification: Pick<Notification, 'type' | 'data'>): { eventId: string; occurrence: string } | null {
  if (notification.type !== 'fillInvite') return null;
  const { eventId, occurrence } = notification.data;
  return typeof eventId === 'string' &&
    eventId !== '' &&
    typeof occurrence === 'string' &&
    Number.isFinite(Date.parse(occurrence))
    ? { eventId, occurrence }
    : null;
}

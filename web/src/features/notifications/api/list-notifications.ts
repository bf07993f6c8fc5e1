import useSWR, { useSWRConfig } from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type Notifications = OutputOf<'listNotifications'>;
export type Notification = Notifications['items'][number];

const PAGE_SIZE = 50;
/** The header badge refreshes this often; every action on the page revalidates at once. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/** One key for the page and the header badge, so an action updates both. */
export const listNotificationsKey = ['listNotifications', { query: { limit: PAGE_SIZE } }] as const;

export const listNotifications = (): Promise<Notifications> => api.call('listNotifications', { query: { limit: PAGE_SIZE } });

/** The caller's notifications, newest first, with the unread count. Pass false to wait (signed out). */
export function useNotifications(enabled = true) {
  return useSWR(enabled ? listNotificationsKey : null, listNotifications, { refreshInterval: NOTIFICATIONS_REFRESH_MS });
}

/** Revalidate the list (and so the badge) after an action. */
export function useRefreshNotifications() {
  const { mutate } = useSWRConfig();
  return () => mutate(listNotificationsKey);
}

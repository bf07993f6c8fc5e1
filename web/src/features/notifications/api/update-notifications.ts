import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export const markNotification = (notificationId: string, read: boolean): Promise<OutputOf<'markNotification'>> =>
  api.call('markNotification', { params: { notificationId }, body: { read } });

export const markAllNotificationsRead = (): Promise<OutputOf<'markAllNotificationsRead'>> => api.call('markAllNotificationsRead');

export const deleteNotification = (notificationId: string): Promise<OutputOf<'deleteNotification'>> =>
  api.call('deleteNotification', { params: { notificationId } });

import type { OutputOf } from '../../../../../shared/api/routes';
import type { NotificationSettings } from '../../../../../shared/schemas/settings';
import { api } from '../../../lib/api-client';

export const updateNotificationSettings = (
  uid: string,
  notificationSettings: NotificationSettings,
): Promise<OutputOf<'updateNotificationSettings'>> =>
  api.call('updateNotificationSettings', { params: { uid }, body: { notificationSettings } });

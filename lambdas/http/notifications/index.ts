import { notificationsRoutes } from '@shared/api/notifications-routes';
import { domainHandler } from '../../middleware/http';
import { deleteNotification } from './delete-notification';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotification } from './mark-notification';
import { refreshPush } from './refresh-push';
import { registerPush } from './register-push';
import { unregisterPush } from './unregister-push';

export const handler = domainHandler('notifications', notificationsRoutes, {
  listNotifications,
  markNotification,
  markAllNotificationsRead,
  deleteNotification,
  registerPush,
  refreshPush,
  unregisterPush,
});

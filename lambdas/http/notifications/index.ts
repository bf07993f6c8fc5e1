import { domainHandler } from '../../middleware/http';
import { deleteNotification } from './delete-notification';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotification } from './mark-notification';

export const handler = domainHandler('notifications', {
  listNotifications,
  markNotification,
  markAllNotificationsRead,
  deleteNotification,
});

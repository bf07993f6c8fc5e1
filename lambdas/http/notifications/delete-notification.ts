import { deleteNotification as remove } from '../../domain/notifications/records';
import { route } from '../../middleware/http';

export const deleteNotification = route('deleteNotification', ({ user, params }) => remove(user, params.notificationId));

import { markAllNotificationsRead as markAll } from '../../domain/notifications/records';
import { route } from '../../middleware/http';

export const markAllNotificationsRead = route('markAllNotificationsRead', ({ user }) => markAll(user));

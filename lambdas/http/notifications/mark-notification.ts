import { markNotification as mark } from '../../domain/notifications/records';
import { route } from '../../middleware/http';

export const markNotification = route('markNotification', ({ user, params, body }) => mark(user, params.notificationId, body.read));

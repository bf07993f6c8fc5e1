import { updateNotificationSettings as update } from '../../domain/users/settings';
import { route } from '../../middleware/http';

export const updateNotificationSettings = route('updateNotificationSettings', ({ user, params, body }) =>
  update(user, params.uid, body.notificationSettings),
);

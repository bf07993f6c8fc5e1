import { listNotifications as list } from '../../domain/notifications/records';
import { route } from '../../middleware/http';

export const listNotifications = route('listNotifications', ({ user, query }) => list(user, query));

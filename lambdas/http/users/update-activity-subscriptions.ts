import { updateActivitySubscriptions as update } from '../../domain/users/activity-subscriptions';
import { route } from '../../middleware/http';

export const updateActivitySubscriptions = route('updateActivitySubscriptions', ({ user, params, body }) => update(user, params.uid, body));

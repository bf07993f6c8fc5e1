import { unfollowTarget as fn } from '../../domain/follows/follows';
import { route } from '../../middleware/http';

export const unfollowTarget = route('unfollowTarget', ({ user, params }) => fn(user, params));

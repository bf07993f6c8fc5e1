import { getFollowStatus as fn } from '../../domain/follows/follows';
import { route } from '../../middleware/http';

export const getFollowStatus = route('getFollowStatus', ({ user, params }) => fn(user, params));

import { followTarget as fn } from '../../domain/follows/follows';
import { route } from '../../middleware/http';

export const followTarget = route('followTarget', ({ user, params }) => fn(user, params));

import { listFollows as fn } from '../../domain/follows/follows';
import { route } from '../../middleware/http';

export const listFollows = route('listFollows', ({ user }) => fn(user));

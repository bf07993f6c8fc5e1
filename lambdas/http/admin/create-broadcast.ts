import { createBroadcast as fn } from '../../domain/broadcasts/broadcasts';
import { route } from '../../middleware/http';

export const createBroadcast = route('createBroadcast', ({ user, body }) => fn(user, body));

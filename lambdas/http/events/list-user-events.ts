import { listProfileEvents as list } from '../../domain/events/user-events';
import { route } from '../../middleware/http';

export const listUserEvents = route('listUserEvents', ({ user, params, query }) => list(user, params.uid, query));

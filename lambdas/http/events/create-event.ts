import { createEvent as create } from '../../domain/events/events';
import { route } from '../../middleware/http';

export const createEvent = route('createEvent', ({ user, body }) => create(user, body));

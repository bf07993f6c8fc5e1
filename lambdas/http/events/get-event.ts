import { getEvent as get } from '../../domain/events/events';
import { route } from '../../middleware/http';

export const getEvent = route('getEvent', ({ user, params }) => get(user, params.eventId));

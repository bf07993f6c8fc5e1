import { updateEvent as update } from '../../domain/events/events';
import { route } from '../../middleware/http';

export const updateEvent = route('updateEvent', ({ user, params, body }) => update(user, params.eventId, body));

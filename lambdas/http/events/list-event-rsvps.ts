import { listEventRsvps as list } from '../../domain/events/rsvp';
import { route } from '../../middleware/http';

export const listEventRsvps = route('listEventRsvps', ({ user, params, query }) => list(user, params.eventId, query));

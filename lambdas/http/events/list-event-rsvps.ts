import { listEventRsvps as list } from '../../domain/events/rsvp';
import { route } from '../../middleware/http';

export const listEventRsvps = route('listEventRsvps', ({ params, query }) => list(params.eventId, query));

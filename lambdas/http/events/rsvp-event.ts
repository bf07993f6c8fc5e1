import { rsvpEvent as rsvp } from '../../domain/events/rsvp';
import { route } from '../../middleware/http';

export const rsvpEvent = route('rsvpEvent', ({ user, params, body }) => rsvp(user, params.eventId, body));

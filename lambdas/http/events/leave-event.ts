import { leaveEvent as leave } from '../../domain/events/rsvp';
import { route } from '../../middleware/http';

export const leaveEvent = route('leaveEvent', ({ user, params, query }) => leave(user, params.eventId, query));

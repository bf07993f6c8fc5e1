import { reviewRsvp as review } from '../../domain/events/rsvp';
import { route } from '../../middleware/http';

export const reviewRsvp = route('reviewRsvp', ({ user, params, body }) => review(user, params.eventId, params.uid, body));

import { markPaidInCash } from '../../domain/events/paid-events';
import { route } from '../../middleware/http';

export const markRsvpPaid = route('markRsvpPaid', ({ user, params, body }) => markPaidInCash(user, params.eventId, params.uid, body));

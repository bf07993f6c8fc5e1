import { listEventPayments as list } from '../../domain/events/paid-events';
import { route } from '../../middleware/http';

export const listEventPayments = route('listEventPayments', ({ user, params }) => list(user, params.eventId));

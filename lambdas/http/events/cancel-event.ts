import { cancelEvent as cancel } from '../../domain/events/events';
import { route } from '../../middleware/http';

export const cancelEvent = route('cancelEvent', ({ user, params }) => cancel(user, params.eventId));

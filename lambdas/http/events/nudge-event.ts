import { nudgeEvent as nudge } from '../../domain/events/nudge';
import { route } from '../../middleware/http';

export const nudgeEvent = route('nudgeEvent', ({ user, params, body }) => nudge(user, params.eventId, body));

import { declineFillInvite as decline } from '../../domain/fill';
import { route } from '../../middleware/http';

export const declineFillInvite = route('declineFillInvite', ({ user, params, body }) => decline(user, params.eventId, body));

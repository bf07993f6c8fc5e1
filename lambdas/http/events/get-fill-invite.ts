import { getFillInvite as read } from '../../domain/fill';
import { route } from '../../middleware/http';

export const getFillInvite = route('getFillInvite', ({ user, params, query }) => read(user, params.eventId, query));

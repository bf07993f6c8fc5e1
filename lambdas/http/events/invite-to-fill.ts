import { inviteToFill as invite } from '../../domain/fill';
import { route } from '../../middleware/http';

export const inviteToFill = route('inviteToFill', ({ user, params, body }) => invite(user, params.eventId, body));

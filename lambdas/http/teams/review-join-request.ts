import { reviewJoinRequest as fn } from '../../domain/teams/members';
import { route } from '../../middleware/http';

export const reviewJoinRequest = route('reviewJoinRequest', ({ user, params, body }) => fn(user, params.id, params.uid, body.decision));

import { listJoinRequests as fn } from '../../domain/teams/members';
import { route } from '../../middleware/http';

export const listJoinRequests = route('listJoinRequests', ({ user, params }) => fn(user, params.id));

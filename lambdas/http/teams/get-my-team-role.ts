import { getMyTeamRole as fn } from '../../domain/teams/members';
import { route } from '../../middleware/http';

export const getMyTeamRole = route('getMyTeamRole', ({ user, params }) => fn(user, params.id));

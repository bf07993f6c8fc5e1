import { changeTeamRole as fn } from '../../domain/teams/members';
import { route } from '../../middleware/http';

export const changeTeamRole = route('changeTeamRole', ({ user, params, body }) => fn(user, params.id, params.uid, body.role));

import { leaveTeam as fn } from '../../domain/teams/members';
import { route } from '../../middleware/http';

export const leaveTeam = route('leaveTeam', ({ user, params }) => fn(user, params.id));

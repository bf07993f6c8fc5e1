import { joinTeam as fn } from '../../domain/teams/members';
import { route } from '../../middleware/http';

export const joinTeam = route('joinTeam', ({ user, params }) => fn(user, params.id));

import { removeTeamMember as fn } from '../../domain/teams/members';
import { route } from '../../middleware/http';

export const removeTeamMember = route('removeTeamMember', ({ user, params }) => fn(user, params.id, params.uid));

import { listTeamMembers as fn } from '../../domain/teams/members';
import { route } from '../../middleware/http';

export const listTeamMembers = route('listTeamMembers', ({ user, params }) => fn(user, params.id));

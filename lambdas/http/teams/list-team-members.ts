import { listTeamMembers as fn } from '../../domain/teams/members';
import { route } from '../../middleware/http';

export const listTeamMembers = route('listTeamMembers', ({ params }) => fn(params.id));

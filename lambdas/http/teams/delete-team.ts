import { deleteTeam as fn } from '../../domain/teams/teams';
import { route } from '../../middleware/http';

export const deleteTeam = route('deleteTeam', ({ user, params }) => fn(user, params.id));

import { updateTeam as fn } from '../../domain/teams/teams';
import { route } from '../../middleware/http';

export const updateTeam = route('updateTeam', ({ user, params, body }) => fn(user, params.id, body));

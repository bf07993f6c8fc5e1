import { createTeam as fn } from '../../domain/teams/teams';
import { route } from '../../middleware/http';

export const createTeam = route('createTeam', ({ user, body }) => fn(user, body));

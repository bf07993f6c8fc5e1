import { listTeams as fn } from '../../domain/teams/teams';
import { route } from '../../middleware/http';

export const listTeams = route('listTeams', ({ query }) => fn(query));

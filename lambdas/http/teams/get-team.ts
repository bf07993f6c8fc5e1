import { getTeam as fn } from '../../domain/teams/teams';
import { route } from '../../middleware/http';

export const getTeam = route('getTeam', ({ params }) => fn(params.id));

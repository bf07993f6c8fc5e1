import { getTeamByDomain as fn } from '../../domain/teams/teams';
import { route } from '../../middleware/http';

export const getTeamByDomain = route('getTeamByDomain', ({ params }) => fn(params.domain));

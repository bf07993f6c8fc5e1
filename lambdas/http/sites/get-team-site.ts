import { getSiteOfTeam } from '../../domain/sites/sites';
import { route } from '../../middleware/http';

export const getTeamSite = route('getTeamSite', ({ params }) => getSiteOfTeam(params.id));

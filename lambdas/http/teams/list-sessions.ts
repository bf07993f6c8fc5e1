import { listSessions as fn } from '../../domain/teams/seasons';
import { route } from '../../middleware/http';

export const listSessions = route('listSessions', ({ params, query }) => fn(params.id, query.seasonId));

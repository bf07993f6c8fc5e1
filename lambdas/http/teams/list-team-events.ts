import { listTeamEvents as fn } from '../../domain/teams/seasons';
import { route } from '../../middleware/http';

export const listTeamEvents = route('listTeamEvents', ({ user, params, query }) => fn(user, params.id, query.sessionId));

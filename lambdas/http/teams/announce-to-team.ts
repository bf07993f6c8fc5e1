import { announceToTeam as fn } from '../../domain/broadcasts/broadcasts';
import { route } from '../../middleware/http';

export const announceToTeam = route('announceToTeam', ({ user, params, body }) => fn(user, params.id, body));

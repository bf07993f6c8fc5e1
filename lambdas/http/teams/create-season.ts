import { createSeason as fn } from '../../domain/teams/seasons';
import { route } from '../../middleware/http';

export const createSeason = route('createSeason', ({ user, params, body }) => fn(user, params.id, body));

import { registerForSeason as fn } from '../../domain/teams/seasons';
import { route } from '../../middleware/http';

export const registerForSeason = route('registerForSeason', ({ user, params }) => fn(user, params.id, params.seasonId));

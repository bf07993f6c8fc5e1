import { listSeasons as fn } from '../../domain/teams/seasons';
import { route } from '../../middleware/http';

export const listSeasons = route('listSeasons', ({ params }) => fn(params.id));

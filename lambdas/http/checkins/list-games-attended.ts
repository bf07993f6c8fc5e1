import { listGamesAttended as list } from '../../domain/checkins/checkins';
import { route } from '../../middleware/http';

export const listGamesAttended = route('listGamesAttended', ({ user, params }) => list(user, params.uid));

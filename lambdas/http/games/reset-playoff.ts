import { resetPlayoff as reset } from '../../domain/games/games';
import { route } from '../../middleware/http';

export const resetPlayoff = route('resetPlayoff', ({ user, params }) => reset(user, params.gameId));

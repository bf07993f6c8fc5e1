import { updateGame as update } from '../../domain/games/games';
import { route } from '../../middleware/http';

export const updateGame = route('updateGame', ({ user, params, body }) => update(user, params.gameId, body));

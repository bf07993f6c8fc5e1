import { getGame as get } from '../../domain/games/games';
import { route } from '../../middleware/http';

export const getGame = route('getGame', ({ user, params }) => get(user, params.gameId));

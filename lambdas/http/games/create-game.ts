import { createGame as create } from '../../domain/games/games';
import { route } from '../../middleware/http';

export const createGame = route('createGame', ({ user, params, body }) => create(user, params.eventId, body));

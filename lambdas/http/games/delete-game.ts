import { deleteGame as remove } from '../../domain/games/games';
import { route } from '../../middleware/http';

export const deleteGame = route('deleteGame', ({ user, params }) => remove(user, params.gameId));

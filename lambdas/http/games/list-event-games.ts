import { listEventGames as list } from '../../domain/games/games';
import { route } from '../../middleware/http';

export const listEventGames = route('listEventGames', ({ user, params }) => list(user, params.eventId));

import { listEventGames as list } from '../../domain/games/games';
import { route } from '../../middleware/http';

export const listEventGames = route('listEventGames', ({ params }) => list(params.eventId));

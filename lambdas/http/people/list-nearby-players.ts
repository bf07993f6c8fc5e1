import { listNearbyPlayers as fn } from '../../domain/people/players';
import { route } from '../../middleware/http';

export const listNearbyPlayers = route('listNearbyPlayers', ({ user, query }) => fn(user, query));

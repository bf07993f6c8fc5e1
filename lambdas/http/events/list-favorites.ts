import { listFavorites as list } from '../../domain/events/favorites';
import { route } from '../../middleware/http';

export const listFavorites = route('listFavorites', ({ user, params }) => list(user, params.uid));

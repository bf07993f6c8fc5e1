import { addFavorite as add } from '../../domain/events/favorites';
import { route } from '../../middleware/http';

export const addFavorite = route('addFavorite', ({ user, params }) => add(user, params.eventId));

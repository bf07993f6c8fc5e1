import { removeFavorite as remove } from '../../domain/events/favorites';
import { route } from '../../middleware/http';

export const removeFavorite = route('removeFavorite', ({ user, params }) => remove(user, params.eventId));

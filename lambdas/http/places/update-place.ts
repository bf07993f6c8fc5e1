import { updatePlace as update } from '../../domain/places/places';
import { route } from '../../middleware/http';

export const updatePlace = route('updatePlace', ({ user, params, body }) => update(user, params.placeId, body));

import { createPlace as create } from '../../domain/places/places';
import { route } from '../../middleware/http';

export const createPlace = route('createPlace', ({ user, body }) => create(user, body));

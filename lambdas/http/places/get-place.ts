import { getPlace as get } from '../../domain/places/places';
import { route } from '../../middleware/http';

export const getPlace = route('getPlace', ({ params }) => get(params.placeId));

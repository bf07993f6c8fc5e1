import { listNearbyPlaces as list } from '../../domain/places/places';
import { route } from '../../middleware/http';

export const listNearbyPlaces = route('listNearbyPlaces', ({ query }) => list(query));

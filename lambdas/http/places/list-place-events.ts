import { listPlaceEvents as list } from '../../domain/places/place-events';
import { route } from '../../middleware/http';

export const listPlaceEvents = route('listPlaceEvents', ({ params, query }) => list(params.placeId, query.pastFuture));

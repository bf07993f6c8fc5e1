import { listNearbyEvents as nearby } from '../../domain/events/nearby';
import { route } from '../../middleware/http';

export const listNearbyEvents = route('listNearbyEvents', ({ query }) => nearby(query));

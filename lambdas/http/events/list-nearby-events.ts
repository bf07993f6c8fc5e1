import { discoverEvents } from '../../domain/events/nearby';
import { route } from '../../middleware/http';

export const listNearbyEvents = route('listNearbyEvents', ({ user, query }) => discoverEvents(user, query));

import { listCheckins as list } from '../../domain/checkins/checkins';
import { route } from '../../middleware/http';

export const listCheckins = route('listCheckins', ({ user, params, query }) => list(user, params.eventId, query));

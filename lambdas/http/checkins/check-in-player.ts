import { checkInPlayer as checkIn } from '../../domain/checkins/checkins';
import { route } from '../../middleware/http';

export const checkInPlayer = route('checkInPlayer', ({ user, params, body }) => checkIn(user, params.eventId, params.uid, body));

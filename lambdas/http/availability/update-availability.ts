import { saveAvailability } from '../../domain/availability/availability';
import { route } from '../../middleware/http';

export const updateAvailability = route('updateAvailability', ({ user, params, body }) => saveAvailability(user, params.uid, body));

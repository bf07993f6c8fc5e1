import { getAvailability as read } from '../../domain/availability/availability';
import { route } from '../../middleware/http';

export const getAvailability = route('getAvailability', ({ user, params }) => read(user, params.uid));

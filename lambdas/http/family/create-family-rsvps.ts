import { familyRsvps } from '../../domain/family/calendar';
import { route } from '../../middleware/http';

export const createFamilyRsvps = route('createFamilyRsvps', ({ user, params, body }) => familyRsvps(user, params.eventId, body));

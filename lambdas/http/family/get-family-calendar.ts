import { familyCalendar } from '../../domain/family/calendar';
import { route } from '../../middleware/http';

export const getFamilyCalendar = route('getFamilyCalendar', ({ user, query }) => familyCalendar(user, query));

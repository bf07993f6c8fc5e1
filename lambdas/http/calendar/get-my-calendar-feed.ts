import { getMyFeed } from '../../domain/calendar/feeds';
import { route } from '../../middleware/http';

export const getMyCalendarFeed = route('getMyCalendarFeed', ({ user }) => getMyFeed(user));

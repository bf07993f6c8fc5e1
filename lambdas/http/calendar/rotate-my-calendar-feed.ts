import { rotateMyFeed } from '../../domain/calendar/feeds';
import { route } from '../../middleware/http';

export const rotateMyCalendarFeed = route('rotateMyCalendarFeed', ({ user }) => rotateMyFeed(user));

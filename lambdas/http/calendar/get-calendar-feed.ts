import { readFeed } from '../../domain/calendar/feeds';
import { route } from '../../middleware/http';

export const getCalendarFeed = route('getCalendarFeed', ({ params, event }) => readFeed(params.file, event.headers));

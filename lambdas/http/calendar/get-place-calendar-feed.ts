import { readPlaceFeed } from '../../domain/calendar/feeds';
import { route } from '../../middleware/http';

export const getPlaceCalendarFeed = route('getPlaceCalendarFeed', ({ params, event }) => readPlaceFeed(params.file, event.headers));

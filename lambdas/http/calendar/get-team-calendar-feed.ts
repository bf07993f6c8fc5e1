import { getTeamFeed } from '../../domain/calendar/feeds';
import { route } from '../../middleware/http';

export const getTeamCalendarFeed = route('getTeamCalendarFeed', ({ user, params }) => getTeamFeed(user, params.teamId));

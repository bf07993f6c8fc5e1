import { rotateTeamFeed } from '../../domain/calendar/feeds';
import { route } from '../../middleware/http';

export const rotateTeamCalendarFeed = route('rotateTeamCalendarFeed', ({ user, params }) => rotateTeamFeed(user, params.teamId));

import { calendarRoutes } from '@shared/api/calendar-routes';
import { domainHandler } from '../../middleware/http';
import { getCalendarFeed } from './get-calendar-feed';
import { getMyCalendarFeed } from './get-my-calendar-feed';
import { getPlaceCalendarFeed } from './get-place-calendar-feed';
import { getTeamCalendarFeed } from './get-team-calendar-feed';
import { rotateMyCalendarFeed } from './rotate-my-calendar-feed';
import { rotateTeamCalendarFeed } from './rotate-team-calendar-feed';

export const handler = domainHandler('calendar', calendarRoutes, {
  getCalendarFeed,
  getPlaceCalendarFeed,
  getMyCalendarFeed,
  rotateMyCalendarFeed,
  getTeamCalendarFeed,
  rotateTeamCalendarFeed,
});

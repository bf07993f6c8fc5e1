import * as z from 'zod';
import { idParam } from '../schemas/common';
import { calendarFeedDto, calendarFeedFile, calendarFileResponse, placeCalendarFile } from '../schemas/calendar';
import { defineRoutes } from './route-def';

/**
 * The `calendar` Lambda's routes: iCalendar (RFC 5545) subscription feeds, read by calendar apps
 * without a token (the secret in the address is the key), and the addresses their owners manage.
 */
export const calendarRoutes = defineRoutes({
  getCalendarFeed: {
    method: 'GET',
    path: '/api/calendar/{file}',
    domain: 'calendar',
    auth: 'public',
    raw: 'text/calendar',
    params: z.object({ file: calendarFeedFile }),
    output: calendarFileResponse,
    summary: "A person's or a team's feed by its secret (`<secret>.ics`): 404 once the secret is rotated; ETag/Last-Modified, 304 when current.",
  },
  getPlaceCalendarFeed: {
    method: 'GET',
    path: '/api/calendar/places/{file}',
    domain: 'calendar',
    auth: 'public',
    raw: 'text/calendar',
    params: z.object({ file: placeCalendarFile }),
    output: calendarFileResponse,
    summary: "A place's public events as a feed (`<placeId>.ics`): the place page's events, which anyone may see.",
  },
  getMyCalendarFeed: {
    method: 'GET',
    path: '/api/calendar-feeds/me',
    domain: 'calendar',
    auth: 'user',
    output: calendarFeedDto,
    summary: "The caller's personal feed address (games joined and hosted); made on first ask.",
  },
  rotateMyCalendarFeed: {
    method: 'POST',
    path: '/api/calendar-feeds/me',
    domain: 'calendar',
    auth: 'user',
    output: calendarFeedDto,
    summary: "Give the caller's feed a new secret: the old address answers 404 at once.",
  },
  getTeamCalendarFeed: {
    method: 'GET',
    path: '/api/calendar-feeds/teams/{teamId}',
    domain: 'calendar',
    auth: 'user',
    params: z.object({ teamId: idParam }),
    output: calendarFeedDto,
    summary: "A team's feed address (its public events): the team's owners and admins only.",
  },
  rotateTeamCalendarFeed: {
    method: 'POST',
    path: '/api/calendar-feeds/teams/{teamId}',
    domain: 'calendar',
    auth: 'user',
    params: z.object({ teamId: idParam }),
    output: calendarFeedDto,
    summary: "Give a team's feed a new secret (owners and admins): the old address answers 404 at once.",
  },
});

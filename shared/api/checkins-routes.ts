import * as z from 'zod';
import { idParam } from '../schemas/common';
import { checkInInput, checkInResultDto, checkinListDto, checkinOccurrenceQuery, checkinParams, gamesAttendedDto } from '../schemas/checkin';
import { badgesDto, endorsablePlayersDto, endorseInput, endorseResultDto } from '../schemas/endorsement';
import { defineRoutes } from './route-def';

/**
 * The `checkins` Lambda's routes: organisers check players in at an occurrence; profiles show games
 * attended; players checked in together endorse each other, and profiles show badges.
 */
export const checkinsRoutes = defineRoutes({
  checkInPlayer: {
    method: 'PUT',
    path: '/api/events/{eventId}/checkins/{uid}',
    domain: 'checkins',
    auth: 'user',
    params: checkinParams,
    body: checkInInput,
    output: checkInResultDto,
    summary:
      "Check a player who joined the occurrence in (idempotent: a second call answers the existing record, created false). Organisers only (creator or the hosting team's owners and admins); 409 when the person has not joined that date.",
  },
  undoCheckIn: {
    method: 'DELETE',
    path: '/api/events/{eventId}/checkins/{uid}',
    domain: 'checkins',
    auth: 'user',
    params: checkinParams,
    query: checkinOccurrenceQuery,
    output: z.object({ removed: z.literal(true) }),
    summary: 'Undo a check-in of one occurrence. Organisers only; 404 when the person is not checked in.',
  },
  listCheckins: {
    method: 'GET',
    path: '/api/events/{eventId}/checkins',
    domain: 'checkins',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    query: checkinOccurrenceQuery,
    output: checkinListDto,
    summary: 'Users by check-in: who checked in for one occurrence (first first), with the counts of checked in and joined. Organisers only.',
  },
  listGamesAttended: {
    method: 'GET',
    path: '/api/users/{uid}/games-attended',
    domain: 'checkins',
    auth: 'user',
    params: z.object({ uid: idParam }),
    output: gamesAttendedDto,
    summary:
      "A person's games attended (from check-ins): the count and the latest ones the caller may see; null while their publicGamesAttended flag hides them. A blocked pair: 404 'User not found'.",
  },
  endorsePlayer: {
    method: 'PUT',
    path: '/api/events/{eventId}/endorsements',
    domain: 'checkins',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    body: endorseInput,
    output: endorseResultDto,
    summary:
      'Endorse another player for sportsmanship, skill or reliability (idempotent: created false when already given). Both must have been checked in at that occurrence and it must have started (403); not yourself (400); 403 across a block. Notifies the endorsed person once.',
  },
  listEndorsable: {
    method: 'GET',
    path: '/api/events/{eventId}/endorsements',
    domain: 'checkins',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    query: checkinOccurrenceQuery,
    output: endorsablePlayersDto,
    summary: 'The other players checked in at an occurrence the caller was checked in at (after it started), with the kinds the caller already gave each; 403 otherwise.',
  },
  getBadges: {
    method: 'GET',
    path: '/api/users/{uid}/badges',
    domain: 'checkins',
    auth: 'user',
    params: z.object({ uid: idParam }),
    output: badgesDto,
    summary:
      "A person's endorsement counts and earned badges, from real records. Null unless the badges flag is on for the caller, and (for others) the person's publicBadges is on. A blocked pair: 404 'User not found'.",
  },
});

import * as z from 'zod';
import { idParam, isoDateTime } from './common';

/** Check a player in (PUT: doing it twice changes nothing): the occurrence they play. */
export const checkInInput = z.strictObject({ occurrence: isoDateTime });
export type CheckInInput = z.infer<typeof checkInInput>;

export const checkinOccurrenceQuery = z.object({ occurrence: isoDateTime });

export const checkinDto = z.object({
  eventId: z.string(),
  occurrence: z.string(),
  userId: z.string(),
  displayName: z.string(),
  checkedInBy: z.string(),
  checkedInAt: z.string(),
});
export type CheckinDto = z.infer<typeof checkinDto>;

/** The answer to a check-in: the record, and whether this call made it (false: it was already there). */
export const checkInResultDto = z.object({ checkin: checkinDto, created: z.boolean() });
export type CheckInResultDto = z.infer<typeof checkInResultDto>;

/** "Users by check-in": who checked in for one occurrence, and how many joined it. */
export const checkinListDto = z.object({
  occurrence: z.string(),
  items: z.array(checkinDto),
  counts: z.object({ checkedIn: z.number().int(), joined: z.number().int() }),
});
export type CheckinListDto = z.infer<typeof checkinListDto>;

export const attendedGameDto = z.object({ eventId: z.string(), title: z.string(), occurrence: z.string() });
export type AttendedGameDto = z.infer<typeof attendedGameDto>;

/** A profile's games attended: null when the person keeps them private (publicGamesAttended). */
export const gamesAttendedDto = z.object({
  gamesAttended: z.object({ count: z.number().int(), recent: z.array(attendedGameDto) }).nullable(),
});
export type GamesAttendedDto = z.infer<typeof gamesAttendedDto>;

export const checkinParams = z.object({ eventId: idParam, uid: idParam });

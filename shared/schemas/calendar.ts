import * as z from 'zod';

/** 32 random bytes, base64url: 256 bits, so a feed cannot be guessed. */
export const CALENDAR_SECRET_LENGTH = 43;

/** `<secret>.ics`: the last segment of a subscription URL. */
export const calendarFeedFile = z
  .string()
  .max(CALENDAR_SECRET_LENGTH + 4, { abort: true })
  .regex(new RegExp(`^[A-Za-z0-9_-]{${CALENDAR_SECRET_LENGTH}}\\.ics$`), 'Calendar feed address is not valid');

/** `<placeId>.ics`: a place's public feed. */
export const placeCalendarFile = z
  .string()
  .max(68, { abort: true })
  .regex(/^[A-Za-z0-9_-]{1,64}\.ics$/, 'Calendar feed address is not valid');

/** Where a calendar app subscribes: the https address and the same one as webcal://. */
export const calendarFeedDto = z.object({
  url: z.string(),
  webcalUrl: z.string(),
});
export type CalendarFeedDto = z.infer<typeof calendarFeedDto>;

/**
 * A feed answer as the HTTP layer sends it (a raw route): the iCalendar text with its validators,
 * or an empty 304 when the client's copy is current.
 */
export const calendarFileResponse = z.object({
  statusCode: z.union([z.literal(200), z.literal(304)]),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
});
export type CalendarFileResponse = z.infer<typeof calendarFileResponse>;

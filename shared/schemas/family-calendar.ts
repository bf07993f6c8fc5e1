import * as z from 'zod';
import { idParam, isoDateTime } from './common';
import { eventLocation, rsvpStatuses } from './event';

/** The household calendar's longest window: a little over two months. */
export const FAMILY_CALENDAR_MAX_DAYS = 62;
const DAY_MS = 86_400_000;

/** GET /api/family/calendar?from&to: an ISO window, `to` after `from` and at most 62 days later. */
export const familyCalendarQuery = z.object({ from: isoDateTime, to: isoDateTime }).superRefine((q, ctx) => {
  const span = Date.parse(q.to) - Date.parse(q.from);
  if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be after From' });
  else if (span > FAMILY_CALENDAR_MAX_DAYS * DAY_MS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `The window must be at most ${FAMILY_CALENDAR_MAX_DAYS} days` });
});
export type FamilyCalendarQuery = z.infer<typeof familyCalendarQuery>;

const householdPerson = z.object({ uid: z.string(), name: z.string(), driven: z.boolean() });

export const familyCalendarItemDto = z.object({
  /** eventId|occurrence */
  key: z.string(),
  eventId: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  location: eventLocation,
  /** The household's people going (joined) or hosting. */
  people: z.array(householdPerson.extend({ role: z.enum(['joined', 'host']) })),
});
export type FamilyCalendarItemDto = z.infer<typeof familyCalendarItemDto>;

export const familyCalendarDto = z.object({
  from: z.string(),
  to: z.string(),
  /** The caller first, then the family members they are guardian of. */
  people: z.array(householdPerson),
  items: z.array(familyCalendarItemDto),
  clashes: z.array(
    z.object({
      kind: z.enum(['overlap', 'travel']),
      first: z.string(),
      second: z.string(),
      personIds: z.array(z.string()),
      travelMinutes: z.number(),
      message: z.string(),
    }),
  ),
});
export type FamilyCalendarDto = z.infer<typeof familyCalendarDto>;

/** POST /api/events/{eventId}/family-rsvps: one occurrence, the family members to join to it. */
export const familyRsvpInput = z.object({
  occurrence: isoDateTime,
  members: z.array(idParam).min(1, 'Choose at least one family member').max(20),
});
export type FamilyRsvpInput = z.infer<typeof familyRsvpInput>;

export const familyRsvpResultsDto = z.object({
  results: z.array(
    z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), userId: z.string(), name: z.string(), status: z.enum(rsvpStatuses) }),
      z.object({ ok: z.literal(false), userId: z.string(), name: z.string(), message: z.string() }),
    ]),
  ),
});
export type FamilyRsvpResultsDto = z.infer<typeof familyRsvpResultsDto>;

/** GET /api/family/wards: the family members the caller is guardian of (the event page's choices). */
export const familyWardsDto = z.object({ items: z.array(z.object({ uid: z.string(), name: z.string() })) });

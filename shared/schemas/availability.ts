import * as z from 'zod';
import { singleLineText } from './text';
import { limits } from '../constants/limits';
import { messages } from '../constants/messages';
import { genders } from '../constants/lists';
import { latitude, longitude, withinKb } from './common';

/**
 * Availability contracts (spec §3 Weekly availability, Date-specific availability entry,
 * Availability privacy; §5 time range rules). The settings screen validates with these through
 * zodResolver and the availability Lambda validates the same body, so a rule lives in one place.
 */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** Error keys the spec names (§5) and the message a person reads for each. */
export const availabilityErrors = {
  endTimeBeforeStartTime: 'End time must be later than start time.',
  overlapping: messages.overlappingTimes,
  startRequired: 'Start time is required.',
  endRequired: 'End time is required.',
  dateRequired: 'Date is required.',
  startBeforeToday: 'Start date cannot be in the past.',
  rangeTooLong: 'The date range can be at most one month.',
  endBeforeStart: 'End date must be on or after the start date.',
  dayWithoutRange: 'Every day needs at least one time range.',
  locationRequired: 'Choose where you are travelling to.',
} as const;

/** HH:mm, 24-hour, 00:00-23:59. */
export const hhmm = z.string().max(5, { error: 'Use a time like 17:00', abort: true }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 17:00');
export const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export const timeRange = z
  .object({ startTime: hhmm, endTime: hhmm })
  .refine((r) => toMinutes(r.endTime) > toMinutes(r.startTime), {
    message: availabilityErrors.endTimeBeforeStartTime,
    path: ['endTime'],
    params: { key: 'endTimeBeforeStartTime' },
  });
export type TimeRange = z.infer<typeof timeRange>;

/** Index pairs of ranges in one day that overlap (touching ends, 17:00-18:00 and 18:00-19:00, do not). */
export function overlappingRanges(ranges: ReadonlyArray<{ startTime: string; endTime: string }>): number[] {
  const bad = new Set<number>();
  for (let i = 0; i < ranges.length; i++) {
    for (let j = i + 1; j < ranges.length; j++) {
      const a = ranges[i]!;
      const b = ranges[j]!;
      if (toMinutes(a.startTime) < toMinutes(b.endTime) && toMinutes(b.startTime) < toMinutes(a.endTime)) {
        bad.add(i);
        bad.add(j);
      }
    }
  }
  return [...bad].sort((x, y) => x - y);
}

/** Ranges of one day: each valid, none overlapping (the later of an overlapping pair carries the message). */
export const dayRanges = z.array(timeRange).max(12).superRefine((ranges, ctx) => {
  for (const i of overlappingRanges(ranges)) {
    ctx.addIssue({ code: 'custom', message: availabilityErrors.overlapping, path: [i, 'startTime'], params: { key: 'overlapping' } });
  }
});

export const weekdayAvailability = z
  .object({ isAvailable: z.boolean(), timeRanges: dayRanges })
  .refine((d) => !d.isAvailable || d.timeRanges.length > 0, { message: availabilityErrors.dayWithoutRange, path: ['timeRanges'] });

/** Weekly hours keyed by lowercase weekday, exactly the seven keys (§3). */
export const weeklyAvailability = z.strictObject(
  Object.fromEntries(weekdays.map((d) => [d, weekdayAvailability])) as Record<Weekday, typeof weekdayAvailability>,
);
export type WeeklyAvailability = z.infer<typeof weeklyAvailability>;

// abort: a malformed date gets this one issue, and the entry rules that compare dates (and do
// date arithmetic that throws on an invalid date) do not run on it.
export const isoDate = z.iso.date({ error: 'Use a date like 2026-12-01', abort: true });

const addMonths = (date: string, months: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCMonth(d.getUTCMonth() + months, 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
};
/** Latest allowed end date for a start date: one calendar month later (§5, §9). */
export const maxEndDate = (start: string) => addMonths(start, 1);

/** The availability record's weekday key of a date (YYYY-MM-DD). */
export const weekdayOfDate = (date: string): (typeof weekdays)[number] => weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/** Every date from start to end inclusive, as YYYY-MM-DD. */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${start}T00:00:00Z`); d.toISOString().slice(0, 10) <= end; d.setUTCDate(d.getUTCDate() + 1)) {
    out.push(d.toISOString().slice(0, 10));
    if (out.length > 40) break;
  }
  return out;
}

export const travelLocation = z.object({
  city: singleLineText(100, { min: 1 }),
  state: singleLineText(100).default(''),
  country: singleLineText(100, { min: 1 }),
  lat: latitude,
  lng: longitude,
  formattedAddress: singleLineText(300, { min: 1 }),
});

/**
 * One date-specific entry. `today` is the earliest allowed start date: the client passes the
 * person's local date; the server allows one day of slack for time zones ahead of UTC. `null`
 * leaves the start-date rule to the caller (the save body: see `availabilityInput`).
 */
export function dateSpecificEntry(today: (() => string) | null) {
  return z
    .object({
      id: z.string().min(1).max(40),
      date: isoDate,
      endDate: isoDate.nullable().default(null),
      timeRanges: dayRanges,
      dailyTimeRanges: z.array(z.object({ date: isoDate, timeRanges: dayRanges })).max(32).default([]),
      isTraveling: z.boolean().default(false),
      location: travelLocation.nullable().default(null),
    })
    .superRefine((e, ctx) => {
      if (today !== null && e.date < today()) ctx.addIssue({ code: 'custom', message: availabilityErrors.startBeforeToday, path: ['date'] });
      if (e.endDate !== null) {
        if (e.endDate < e.date) ctx.addIssue({ code: 'custom', message: availabilityErrors.endBeforeStart, path: ['endDate'] });
        else if (e.endDate > maxEndDate(e.date)) ctx.addIssue({ code: 'custom', message: availabilityErrors.rangeTooLong, path: ['endDate'] });
      }
      if (e.isTraveling) {
        if (e.endDate === null) ctx.addIssue({ code: 'custom', message: 'A trip needs an end date.', path: ['endDate'] });
        if (e.location === null) ctx.addIssue({ code: 'custom', message: availabilityErrors.locationRequired, path: ['location'] });
      }
      if (e.dailyTimeRanges.length > 0) {
        const span = e.endDate ? datesBetween(e.date, e.endDate) : [e.date];
        const given = new Map(e.dailyTimeRanges.map((d) => [d.date, d.timeRanges.length]));
        e.dailyTimeRanges.forEach((d, i) => {
          if (!span.includes(d.date)) ctx.addIssue({ code: 'custom', message: 'This day is outside the chosen dates.', path: ['dailyTimeRanges', i, 'date'] });
        });
        if (span.some((d) => !given.get(d))) ctx.addIssue({ code: 'custom', message: availabilityErrors.dayWithoutRange, path: ['dailyTimeRanges'] });
      } else if (e.timeRanges.length === 0) {
        ctx.addIssue({ code: 'custom', message: availabilityErrors.dayWithoutRange, path: ['timeRanges'] });
      }
    });
}

export const visibilityModes = ['public', 'filtered'] as const;
export const communityFilters = ['none', 'any', 'all', 'specific'] as const;

/** Who may see a person's availability (§3, §4, §6). */
export const availabilityPrivacy = z.object({
  visibilityMode: z.enum(visibilityModes).default('public'),
  allowedGenders: z.array(z.enum(genders)).max(genders.length).default([]),
  communityFilter: z.enum(communityFilters).default('none'),
  allowedCommunities: z.array(z.string().min(1).max(64)).max(100).default([]),
  connectsOnly: z.boolean().default(false),
  requireAllFilters: z.boolean().default(false),
});
export type AvailabilityPrivacy = z.infer<typeof availabilityPrivacy>;

/** Default weekly record: every day off (§9 default range 17:00-20:00 applies when a day is turned on). */
export const emptyWeek = (): WeeklyAvailability =>
  Object.fromEntries(weekdays.map((d) => [d, { isAvailable: false as boolean, timeRanges: [] as TimeRange[] }])) as WeeklyAvailability;

export const defaultRange = (): TimeRange => ({ ...limits.defaultTimeRange });

/** The server's earliest allowed start date: yesterday in UTC, one day of slack for time zones ahead of it. */
export const serverToday = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

export const dateSpecificInput = dateSpecificEntry(serverToday);
export type DateSpecificEntry = z.infer<typeof dateSpecificInput>;

/** PUT /api/users/{uid}/availability: the whole record (spec §7 "create by uid with model, update by uid"). */
export const availabilityInput = z.object({
  weekly: weeklyAvailability,
  /**
   * Every entry rule but "start not before today": an entry already saved keeps its start date
   * (a trip under way must stay saveable), so the availability domain checks start dates against
   * the stored entries and answers 400 at `dateSpecific.<i>.date` for a new or changed past one.
   */
  dateSpecific: withinKb(z.array(dateSpecificEntry(null)).max(100), 200).default([]),
  privacy: availabilityPrivacy,
  /** Optimistic concurrency: the version the screen loaded; omitted when creating. */
  version: z.number().int().nonnegative().optional(),
});
export type AvailabilityInput = z.infer<typeof availabilityInput>;

export const availabilityRecord = z.object({
  weekly: weeklyAvailability,
  /** Upcoming entries only (an entry whose last day is before today is dropped). */
  dateSpecific: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      endDate: z.string().nullable(),
      timeRanges: z.array(z.object({ startTime: z.string(), endTime: z.string() })),
      dailyTimeRanges: z.array(z.object({ date: z.string(), timeRanges: z.array(z.object({ startTime: z.string(), endTime: z.string() })) })),
      isTraveling: z.boolean(),
      location: travelLocation.nullable(),
    }),
  ),
  updatedAt: z.string(),
});

/**
 * GET /api/users/{uid}/availability. The owner gets everything (privacy and version included;
 * `record: null` means nothing saved yet). Anyone else gets `visible: false` and nothing more
 * unless the owner's privacy settings let them see it.
 */
export const availabilityDto = z.object({
  uid: z.string(),
  visible: z.boolean(),
  record: availabilityRecord.nullable(),
  privacy: availabilityPrivacy.nullable(),
  version: z.number().int().nullable(),
});
export type AvailabilityDto = z.infer<typeof availabilityDto>;

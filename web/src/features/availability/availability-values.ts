import * as z from 'zod';
import {
  availabilityInput,
  availabilityPrivacy,
  emptyWeek,
  weekdays,
  type AvailabilityPrivacy,
  type Weekday,
} from '@shared/schemas/availability';
import type { BodyInputOf, OutputOf } from '@shared/api/routes';
import { rangeIssues } from './ranges';
import { completeWeek, type DayDraft, type WeekDraft } from './weekly';

/**
 * A person's availability as getAvailability answers: everything for its owner (`record: null`
 * until first saved); for anyone else `visible: false` and no record unless their privacy allows it.
 */
export type Availability = OutputOf<'getAvailability'>;

/** The whole record, as updateAvailability replaces it (409 when `version` is stale). */
export type UpdateAvailabilityBody = BodyInputOf<'updateAvailability'>;

/** A date-specific entry as the server returns it (upcoming ones only). */
export type DateSpecificItem = NonNullable<Availability['record']>['dateSpecific'][number];

/** What the availability form holds: the weekly schedule, date-specific entries and privacy (§3). */
export interface AvailabilityFormValues {
  weekly: WeekDraft;
  dateSpecific: DateSpecificItem[];
  privacy: AvailabilityPrivacy;
}

export const defaultPrivacy = (): AvailabilityPrivacy => availabilityPrivacy.parse({});

export function toFormValues(availability: Availability): AvailabilityFormValues {
  return {
    weekly: availability.record?.weekly ?? emptyWeek(),
    dateSpecific: availability.record?.dateSpecific ?? [],
    privacy: availability.privacy ?? defaultPrivacy(),
  };
}

/**
 * Entries a save keeps on `today`: all but those whose last day has passed since the page loaded.
 * Saved entries go back unchanged (a trip under way keeps its start date; the server allows that
 * for an entry it already has).
 */
export function upcomingEntries(entries: readonly DateSpecificItem[], today: string): DateSpecificItem[] {
  return entries.filter((entry) => (entry.endDate ?? entry.date) >= today);
}

const dayDraft: z.ZodType<DayDraft, DayDraft> = z
  .object({ isAvailable: z.boolean(), timeRanges: z.array(z.object({ startTime: z.string(), endTime: z.string() })) })
  .superRefine((day, ctx) => {
    if (!day.isAvailable) return;
    rangeIssues(day.timeRanges, { requireComplete: false }).forEach((issue, i) => {
      for (const field of ['startTime', 'endTime'] as const) {
        const message = issue?.[field];
        if (message) ctx.addIssue({ code: 'custom', message, path: ['timeRanges', i, field] });
      }
    });
  });

const weekDraft = z.strictObject(Object.fromEntries(weekdays.map((d) => [d, dayDraft])) as Record<Weekday, typeof dayDraft>);

/**
 * The form's resolver schema: the shared range rules with messages at each range's inputs, then
 * what a save sends (incomplete ranges dropped, §5), checked by the shared `availabilityInput` the
 * Lambda uses. `today` is the person's local date.
 */
export function availabilityFormSchema(today: () => string) {
  const saveBody = availabilityInput.omit({ version: true });
  return z
    .object({ weekly: weekDraft, dateSpecific: z.array(z.custom<DateSpecificItem>()), privacy: z.custom<AvailabilityPrivacy>() })
    .transform((values, ctx) => {
      const body = saveBody.safeParse({
        weekly: completeWeek(values.weekly),
        dateSpecific: upcomingEntries(values.dateSpecific, today()),
        privacy: values.privacy,
      });
      if (body.success) return body.data;
      for (const issue of body.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path as PropertyKey[] });
      return z.NEVER;
    });
}
export type AvailabilityFormOutput = z.output<ReturnType<typeof availabilityFormSchema>>;

/** The PUT body: an update carries the version it was loaded at (409 if stale); a first save has none. */
export function toUpdateBody(values: AvailabilityFormOutput, loaded: Availability): UpdateAvailabilityBody {
  return { ...values, ...(loaded.record && loaded.version !== null ? { version: loaded.version } : {}) };
}

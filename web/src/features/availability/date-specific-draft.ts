import { t } from '@lingui/core/macro';
import type * as z from 'zod';
import {
  availabilityErrors,
  datesBetween,
  dateSpecificEntry,
  defaultRange,
  type DateSpecificEntry,
} from '@shared/schemas/availability';
import type { CityResult } from '@shared/schemas/place';
import { rangeIssues, type RangeDraft, type RangeIssue } from './ranges';

export type TravelLocation = NonNullable<DateSpecificEntry['location']>;

/** The add-date-specific dialog's state (spec §4 date-specific dialog). */
export interface DateSpecificDraft {
  isTraveling: boolean;
  /** A date range rather than a single date; travelling forces it. */
  isRange: boolean;
  date: string;
  endDate: string;
  /** Hours for every day (or the single date). */
  timeRanges: RangeDraft[];
  /** Hours per day instead: offered once a range has both dates. */
  perDay: boolean;
  /** Per-day hours by date; a day not edited yet has the common hours. */
  daily: Record<string, RangeDraft[]>;
  location: TravelLocation | null;
}

export const emptyDraft = (): DateSpecificDraft => ({
  isTraveling: false,
  isRange: false,
  date: '',
  endDate: '',
  timeRanges: [defaultRange()],
  perDay: false,
  daily: {},
  location: null,
});

export const setTraveling = (d: DateSpecificDraft, on: boolean): DateSpecificDraft => ({
  ...d,
  isTraveling: on,
  isRange: on || d.isRange,
  location: on ? d.location : null,
});

export const setIsRange = (d: DateSpecificDraft, on: boolean): DateSpecificDraft =>
  d.isTraveling ? d : { ...d, isRange: on, ...(on ? {} : { endDate: '', perDay: false }) };

/** §5: picking a start after the end clears the end. */
export const setStartDate = (d: DateSpecificDraft, date: string): DateSpecificDraft => ({
  ...d,
  date,
  endDate: d.endDate && date > d.endDate ? '' : d.endDate,
});

export const setEndDate = (d: DateSpecificDraft, endDate: string): DateSpecificDraft => ({ ...d, endDate });

/** The days of a chosen range (both dates, in order, at most a month and a day). */
export function rangeDays(d: DateSpecificDraft): string[] {
  if (!d.isRange || !d.date || !d.endDate || d.endDate < d.date) return [];
  return datesBetween(d.date, d.endDate);
}

/** §4: the per-day hours toggle appears when a range with both dates is chosen. */
export const canSetPerDay = (d: DateSpecificDraft) => rangeDays(d).length > 0;
const perDayActive = (d: DateSpecificDraft) => d.perDay && canSetPerDay(d);

export const dayRanges = (d: DateSpecificDraft, date: string) => d.daily[date] ?? d.timeRanges;

export const setDayRanges = (d: DateSpecificDraft, date: string, ranges: RangeDraft[]): DateSpecificDraft => ({
  ...d,
  daily: { ...d.daily, [date]: ranges },
});

/** A city picked from the search, as a travel location: 'Austin, TX' → Austin / TX / US / 'Austin, TX, USA'. */
export function toTravelLocation(city: CityResult): TravelLocation {
  const cut = city.name.lastIndexOf(', ');
  const name = cut > 0 ? city.name.slice(0, cut) : city.name;
  const state = cut > 0 ? city.name.slice(cut + 2) : '';
  return {
    city: name,
    state,
    country: 'US',
    lat: city.lat,
    lng: city.lng,
    formattedAddress: [name, state, 'USA'].filter(Boolean).join(', '),
  };
}

export const toCityResult = (location: TravelLocation): CityResult => ({
  name: location.state ? `${location.city}, ${location.state}` : location.city,
  lat: location.lat,
  lng: location.lng,
});

/** The entry the dialog adds (input of the shared `dateSpecificEntry`). */
export function toEntry(d: DateSpecificDraft, id: string): z.input<ReturnType<typeof dateSpecificEntry>> {
  const perDay = perDayActive(d);
  return {
    id,
    date: d.date,
    endDate: d.isRange && d.endDate ? d.endDate : null,
    timeRanges: perDay ? [] : d.timeRanges,
    dailyTimeRanges: perDay ? rangeDays(d).map((date) => ({ date, timeRanges: dayRanges(d, date) })) : [],
    isTraveling: d.isTraveling,
    location: d.isTraveling ? d.location : null,
  };
}

export interface DraftIssues {
  date?: string | undefined;
  endDate?: string | undefined;
  location?: string | undefined;
  /** Not about one range: a day with none. */
  hours?: string | undefined;
  /** Per range of the common hours, or per range of each day by date. */
  ranges: (RangeIssue | undefined)[];
  daily: Record<string, (RangeIssue | undefined)[]>;
  /** Whether the entry can be added (§5: blocked if any day lacks a range or the form is invalid). */
  valid: boolean;
}


/** Every rule that applies to the draft, from the shared schema (`today`: the person's local date). */
export function draftIssues(d: DateSpecificDraft, today: string): DraftIssues {
  const perDay = perDayActive(d);
  const ranges = perDay ? [] : rangeIssues(d.timeRanges, { requireComplete: true });
  const daily = perDay
    ? Object.fromEntries(rangeDays(d).map((date) => [date, rangeIssues(dayRanges(d, date), { requireComplete: true })]))
    : {};
  const issues: DraftIssues = { ranges, daily, valid: true };

  const result = dateSpecificEntry(() => today).safeParse(toEntry(d, 'draft'));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [field] = issue.path;
      if (field === 'date' && !issues.date) issues.date = d.date ? issue.message : availabilityErrors.dateRequired;
      else if (field === 'endDate' && !issues.endDate) issues.endDate = issue.message;
      else if (field === 'location' && !issues.location) issues.location = issue.message;
      else if ((field === 'timeRanges' || field === 'dailyTimeRanges') && issue.path.length === 1) issues.hours = issue.message;
    }
  }
  if (d.isRange && !d.endDate && !issues.endDate) issues.endDate = t`Choose an end date.`;
  // Range-level messages are per input above; the schema's own copies of them are not repeated.
  issues.valid = result.success && !issues.endDate;
  return issues;
}

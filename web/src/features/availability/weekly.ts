import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { defaultRange, weekdays, type Weekday } from '@shared/schemas/availability';
import { i18n } from '@web/lib/i18n';
import { isComplete, nextRange, type RangeDraft } from './ranges';

/** One weekday as the form holds it (spec §3: `{isAvailable, timeRanges}`, keys lowercase). */
export interface DayDraft {
  isAvailable: boolean;
  timeRanges: RangeDraft[];
}
export type WeekDraft = Record<Weekday, DayDraft>;

const dayNames: Record<Weekday, MessageDescriptor> = {
  monday: msg`Monday`,
  tuesday: msg`Tuesday`,
  wednesday: msg`Wednesday`,
  thursday: msg`Thursday`,
  friday: msg`Friday`,
  saturday: msg`Saturday`,
  sunday: msg`Sunday`,
};

/** 'monday' → 'Monday', in the app's language. */
export const dayLabel = (day: Weekday) => i18n._(dayNames[day]);

/** §4: on with no ranges adds 17:00-20:00; off clears the day's ranges. */
export function setDayAvailable(day: DayDraft, on: boolean): DayDraft {
  if (!on) return { isAvailable: false, timeRanges: [] };
  return { isAvailable: true, timeRanges: day.timeRanges.length > 0 ? day.timeRanges : [defaultRange()] };
}

export function addRange(day: DayDraft): DayDraft {
  return { isAvailable: true, timeRanges: [...day.timeRanges, nextRange(day.timeRanges)] };
}

/** §4: removing the last range makes the day unavailable. */
export function removeRange(day: DayDraft, index: number): DayDraft {
  const timeRanges = day.timeRanges.filter((_, i) => i !== index);
  return { isAvailable: timeRanges.length > 0 && day.isAvailable, timeRanges };
}

export function updateRange(day: DayDraft, index: number, patch: Partial<RangeDraft>): DayDraft {
  return { ...day, timeRanges: day.timeRanges.map((r, i) => (i === index ? { ...r, ...patch } : r)) };
}

/** 'Copy To All Other Days': every other day becomes a copy of `from`. */
export function copyToAllDays(week: WeekDraft, from: Weekday): WeekDraft {
  const source = week[from];
  return Object.fromEntries(
    weekdays.map((d) => [
      d,
      d === from ? source : { isAvailable: source.isAvailable, timeRanges: source.timeRanges.map((r) => ({ ...r })) },
    ]),
  ) as WeekDraft;
}

/**
 * What a weekly save sends (§5): ranges missing a start or end are dropped; a day left without
 * ranges, or switched off, is unavailable with none.
 */
export function completeWeek(week: WeekDraft): WeekDraft {
  return Object.fromEntries(
    weekdays.map((d) => {
      const timeRanges = week[d].isAvailable ? week[d].timeRanges.filter(isComplete) : [];
      return [d, { isAvailable: timeRanges.length > 0, timeRanges }];
    }),
  ) as WeekDraft;
}

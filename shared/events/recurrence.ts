import type { ReoccurringInfo } from '../schemas/event';
import { wallClock, zonedToInstant } from '../time/zoned-time';

/**
 * Recurrence expansion, pure and shared by the Lambdas and the web app.
 * Occurrences keep the wall-clock time of the first start in the event's IANA time zone, so a
 * 6 pm game stays at 6 pm across DST changes: calendar-day arithmetic happens on UTC dates, and
 * each local date + time becomes an instant through shared/time/zoned-time.ts (the same reading
 * the web app saves a start with).
 */

export const MAX_OCCURRENCES = 366;
const DAY_MS = 86_400_000;

const ymd = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export interface RecurrenceInput {
  /** First start, ISO with offset. */
  dateStart: string;
  timeZone: string;
  reoccurringInfo?: ReoccurringInfo | null;
  /** Local dates (YYYY-MM-DD) skipped. */
  excludedDates?: readonly string[];
}

/**
 * Every occurrence start (ISO, UTC) of an event, first start included, in order, at most 366.
 * Weekly/biweekly repeat on daysOfWeek (the start's weekday when empty), biweekly in every other
 * week counted from the start's week (weeks start on Sunday); monthly on the start's day of the
 * month, skipping months without that day (RFC 5545). The first start always counts.
 */
export function expandOccurrences(input: RecurrenceInput): string[] {
  const startMs = Date.parse(input.dateStart);
  const first = new Date(startMs).toISOString();
  const rule = input.reoccurringInfo;
  if (!rule) return [first];
  const tz = input.timeZone;
  const excluded = new Set(input.excludedDates ?? []);
  const w = wallClock(startMs, tz);
  const startDay = Date.UTC(w.year, w.month - 1, w.day);
  const [ey, em, ed] = rule.endDate.split('-').map(Number) as [number, number, number];
  const endDay = Date.UTC(ey, em - 1, ed);
  const days = new Set(rule.daysOfWeek.length ? rule.daysOfWeek : [w.weekday]);
  const startWeek = startDay - w.weekday * DAY_MS;
  const millis = ((startMs % 1000) + 1000) % 1000;

  const out: string[] = [];
  for (let day = startDay; day <= endDay && out.length < MAX_OCCURRENCES; day += DAY_MS) {
    const d = new Date(day);
    const [y, m, dd, wd] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCDay()];
    let matches: boolean;
    if (day === startDay) matches = true;
    else if (rule.frequency === 'daily') matches = true;
    else if (rule.frequency === 'weekly') matches = days.has(wd);
    else if (rule.frequency === 'biweekly') matches = days.has(wd) && Math.floor((day - startWeek) / (7 * DAY_MS)) % 2 === 0;
    else matches = dd === w.day;
    if (!matches || excluded.has(ymd(y, m, dd))) continue;
    out.push(new Date(zonedToInstant(y, m, dd, w.hour, w.minute, w.second, tz) + millis).toISOString());
  }
  return out;
}

/** Occurrences starting at or after `nowMs`, at most `max`. */
export function upcomingOccurrences(occurrences: readonly string[], nowMs: number, max = Infinity): string[] {
  return occurrences.filter((o) => Date.parse(o) >= nowMs).slice(0, max);
}

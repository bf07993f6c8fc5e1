import type { ReoccurringInfo } from '../schemas/event';

/**
 * Recurrence expansion (issue 6), pure and shared by the Lambdas and the web app.
 * Occurrences keep the wall-clock time of the first start in the event's IANA time zone, so a
 * 6 pm game stays at 6 pm across DST changes. Built on Intl only (no date library):
 * calendar-day arithmetic happens on UTC dates, and each local date + time is converted back
 * to an instant with the zone's offset at that moment.
 */

export const MAX_OCCURRENCES = 366;
const DAY_MS = 86_400_000;

export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 (Sunday) - 6 */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock reading of an instant in a zone. */
export function wallTime(ms: number, timeZone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  };
}

/** Offset of the zone from UTC at an instant, in ms (Denver in winter: -7 h). */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallTime(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time in a zone denotes. A time skipped by a spring-forward change
 * (02:30 in Denver on the March change day) moves forward by the gap (03:30); a time that
 * happens twice in the autumn resolves to the first (daylight) one.
 */
export function zonedToInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  timeZone: string,
): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  // Offsets a day either side cover any single change; keep the readings that round-trip.
  const before = offsetAt(guess - DAY_MS, timeZone);
  const after = offsetAt(guess + DAY_MS, timeZone);
  const valid = [...new Set([before, after])].map((o) => guess - o).filter((t) => offsetAt(t, timeZone) === guess - t);
  if (valid.length) return Math.min(...valid);
  // Skipped by a spring-forward change: keep the offset from before the change.
  return guess - before;
}

/** Local calendar date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(ms: number, timeZone: string): string {
  const w = wallTime(ms, timeZone);
  return ymd(w.year, w.month, w.day);
}

/** HH:mm of an instant in a zone (the full event's timeStart). */
export function localTime(ms: number, timeZone: string): string {
  const w = wallTime(ms, timeZone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

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
  const w = wallTime(startMs, tz);
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

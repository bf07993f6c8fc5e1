import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus, ICalWeekday } from 'ical-generator';
import type { ReoccurringInfo } from '../schemas/event';
import { wallClock, zonedToInstant, zoneOffsetMinutes } from '../time/zoned-time';

/**
 * iCalendar (RFC 5545) files of Rally events, shared by the API's subscription feeds and the
 * event page's single-event download, so both describe a game the same way:
 * - a series is ONE VEVENT: DTSTART in the event's zone (with its VTIMEZONE), an RRULE read from
 *   reoccurringInfo and an EXDATE per excluded date, expanding to exactly the occurrences
 *   shared/events/recurrence.ts gives;
 * - the UID is the event id at the product's domain, stable across edits, and SEQUENCE is the
 *   event's revision (its `version` less one), so a calendar replaces the old entry on change;
 * - a cancelled game stays in the file with STATUS:CANCELLED so subscribers see it go away.
 */

export interface CalendarEvent {
  id: string;
  title: string;
  description?: string | null;
  /** First occurrence's start, ISO. */
  dateStart: string;
  durationMinutes: number;
  /** IANA zone the series keeps its wall-clock time in. */
  timeZone: string;
  reoccurringInfo?: ReoccurringInfo | null;
  /** Local dates (YYYY-MM-DD) skipped. */
  excludedDates?: readonly string[];
  cancelled: boolean;
  /** The event's revision counter: 1 when created, one more on every edit or cancel. */
  version: number;
  createdAt?: string;
  updatedAt?: string;
  /** The event page. */
  url: string;
  /** The place's name and address, one line. */
  location?: string | null;
}

export interface CalendarFile {
  /** Calendar name (X-WR-CALNAME), shown by subscribing clients. */
  name: string;
  /** Host that scopes UIDs (`<event id>@<domain>`). */
  domain: string;
  events: readonly CalendarEvent[];
  /** DTSTAMP of every VEVENT: the feed's last change, so an unchanged feed is byte-identical. */
  stamp: Date;
}

const WEEKDAYS = [ICalWeekday.SU, ICalWeekday.MO, ICalWeekday.TU, ICalWeekday.WE, ICalWeekday.TH, ICalWeekday.FR, ICalWeekday.SA];
const DAY_MS = 86_400_000;

/** The event's UID: stable for its life, unique across products. */
export const eventUid = (eventId: string, domain: string) => `${eventId}@${domain}`;

/** SEQUENCE starts at 0 (RFC 5545 §3.8.7.4); the stored revision starts at 1. */
export const sequenceOf = (version: number) => Math.max(0, version - 1);

function timeOfDay(ms: number, timeZone: string) {
  const w = wallClock(ms, timeZone);
  return { w, millis: ((ms % 1000) + 1000) % 1000 };
}

/**
 * An instant as a Temporal.ZonedDateTime-shaped value: ical-generator writes a native Date with a
 * TZID in the process's own zone, but a zoned value in its zone, read here with the platform's
 * Intl (shared/time/zoned-time.ts), so no date library is needed.
 */
function zoned(ms: number, timeZone: string) {
  const w = wallClock(ms, timeZone);
  const fields = { year: w.year, month: w.month, day: w.day, hour: w.hour, minute: w.minute, second: w.second };
  const plain = {
    ...fields,
    toZonedDateTime: () => zoned(ms, timeZone),
    toPlainDate: () => ({ year: w.year, month: w.month, day: w.day }),
    toJSON: () => new Date(ms).toISOString(),
  };
  const value = {
    ...fields,
    timeZoneId: timeZone,
    epochMilliseconds: ms,
    toPlainDateTime: () => plain,
    withTimeZone: (other: string): unknown => zoned(ms, other),
    toInstant: () => ({ epochMilliseconds: ms }),
    toJSON: () => new Date(ms).toISOString(),
  };
  return value as unknown as Date;
}

/** The RRULE parts of a series, or null for a one-off game. */
export function repeatingOf(e: Pick<CalendarEvent, 'dateStart' | 'timeZone' | 'reoccurringInfo' | 'excludedDates'>) {
  const rule = e.reoccurringInfo;
  if (!rule) return null;
  const startMs = Date.parse(e.dateStart);
  const { w, millis } = timeOfDay(startMs, e.timeZone);
  const [ey, em, ed] = rule.endDate.split('-').map(Number) as [number, number, number];
  // endDate is inclusive in the event's zone: the last instant of that local day, in UTC.
  const until = new Date(zonedToInstant(ey, em, ed, 23, 59, 59, e.timeZone));
  const days = (rule.daysOfWeek.length ? [...rule.daysOfWeek] : [w.weekday]).sort().map((d) => WEEKDAYS[d]!);
  const exclude = (e.excludedDates ?? []).map((date) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return zoned(zonedToInstant(y, m, d, w.hour, w.minute, w.second, e.timeZone) + millis, e.timeZone);
  });
  const base = { until, ...(exclude.length ? { exclude } : {}) };
  switch (rule.frequency) {
    case 'daily':
      return { ...base, freq: ICalEventRepeatingFreq.DAILY };
    case 'weekly':
      return { ...base, freq: ICalEventRepeatingFreq.WEEKLY, byDay: days, startOfWeek: ICalWeekday.SU };
    case 'biweekly':
      // The app counts every other week from the start's week, weeks starting on Sunday.
      return { ...base, freq: ICalEventRepeatingFreq.WEEKLY, interval: 2, byDay: days, startOfWeek: ICalWeekday.SU };
    case 'monthly':
      // On DTSTART's day of the month; months without that day are skipped, as in the app.
      return { ...base, freq: ICalEventRepeatingFreq.MONTHLY };
  }
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
const localStamp = (ms: number, offsetMinutes: number) => {
  const d = new Date(ms + offsetMinutes * 60_000);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
};

/** The first instant in (lo, hi] whose offset differs from lo's (lo and hi straddle one change). */
function changeBetween(lo: number, hi: number, timeZone: string): number {
  const before = zoneOffsetMinutes(lo, timeZone);
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 2 / 60_000) * 60_000;
    if (zoneOffsetMinutes(mid, timeZone) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * A VTIMEZONE for `timeZone` covering [fromMs, toMs], read from the platform's zone data (Intl):
 * one STANDARD or DAYLIGHT block per offset change in the range, each with its exact onset, so
 * no RRULE has to guess the zone's future rules. Null for UTC (times are written in UTC).
 */
export function vtimezone(timeZone: string, fromMs: number, toMs: number): string | null {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return null;
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const first = zoneOffsetMinutes(fromMs, timeZone);
  const block = (kind: 'STANDARD' | 'DAYLIGHT', at: number, from: number, to: number) =>
    lines.push(`BEGIN:${kind}`, `DTSTART:${localStamp(at, from)}`, `TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`, `END:${kind}`);
  block('STANDARD', fromMs, first, first);
  let previous = first;
  for (let t = fromMs + DAY_MS; t < toMs + DAY_MS; t += DAY_MS) {
    const offset = zoneOffsetMinutes(t, timeZone);
    if (offset === previous) continue;
    const at = changeBetween(t - DAY_MS, t, timeZone);
    block(offset > previous ? 'DAYLIGHT' : 'STANDARD', at, previous, offset);
    previous = offset;
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

/** The span every VTIMEZONE must cover: a year either side of the events' first and last starts. */
function zoneSpan(events: readonly CalendarEvent[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const e of events) {
    const start = Date.parse(e.dateStart);
    const end = e.reoccurringInfo ? Date.parse(e.reoccurringInfo.endDate) + DAY_MS : start;
    lo = Math.min(lo, start);
    hi = Math.max(hi, end + e.durationMinutes * 60_000);
  }
  if (lo === Infinity) return [0, 0];
  const year = (ms: number) => new Date(ms).getUTCFullYear();
  return [Date.UTC(year(lo) - 1, 0, 1), Date.UTC(year(hi) + 1, 11, 31)];
}

/** The iCalendar text of a feed or a single-event file. */
export function buildCalendar(file: CalendarFile): string {
  const [fromMs, toMs] = zoneSpan(file.events);
  const calendar = ical({
    name: file.name,
    prodId: { company: file.domain, product: 'Rally', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Clients that honour it poll hourly; the feed itself may change more often (Cache-Control).
    ttl: 60 * 60,
  });
  // No calendar-wide zone (each VEVENT names its own, UNTIL and DTSTAMP stay in UTC); the generator
  // writes one VTIMEZONE per zone the events use.
  calendar.timezone({ name: '', generator: (tz) => vtimezone(tz, fromMs, toMs) });
  for (const e of file.events) {
    const startMs = Date.parse(e.dateStart);
    const repeating = repeatingOf(e);
    calendar.createEvent({
      id: eventUid(e.id, file.domain),
      sequence: sequenceOf(e.version),
      stamp: file.stamp,
      start: zoned(startMs, e.timeZone),
      end: zoned(startMs + e.durationMinutes * 60_000, e.timeZone),
      timezone: e.timeZone,
      summary: e.title,
      ...(e.description ? { description: e.description } : {}),
      ...(e.location ? { location: e.location } : {}),
      url: e.url,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(e.createdAt ? { created: new Date(e.createdAt) } : {}),
      ...(e.updatedAt ? { lastModified: new Date(e.updatedAt) } : {}),
      ...(repeating ? { repeating } : {}),
    });
  }
  return calendar.toString();
}

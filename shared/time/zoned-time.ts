/**
 * Wall-clock time in an IANA zone ⇄ instants, on the platform's Intl only (no date library). The
 * web app saves an event's start with it and the API expands recurrences with it, so both read a
 * wall time the same way on DST change days:
 * - a wall time skipped by a spring-forward change moves forward by the gap (02:30 on Denver's
 *   March change day is 03:30 MDT);
 * - a wall time that happens twice in the autumn is its first (daylight) occurrence, in every zone.
 */

const DAY_MS = 86_400_000;

/** The wall-clock reading of an instant in a zone. */
export interface WallClock {
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

/** A wall date and time as forms hold them. */
export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
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
export function wallClock(ms: number, timeZone: string): WallClock {
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
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/** Minutes east of UTC that `timeZone` is at `instant` (Denver in winter: -420). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  return Math.round(offsetAt(instant, timeZone) / 60_000);
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
  // The offsets a day either side are the two around any single change (probing only near the
  // guess can miss the earlier one in zones east of UTC); keep the readings that round-trip.
  const before = offsetAt(guess - DAY_MS, timeZone);
  const after = offsetAt(guess + DAY_MS, timeZone);
  const valid = [...new Set([before, after])].map((o) => guess - o).filter((t) => offsetAt(t, timeZone) === guess - t);
  if (valid.length) return Math.min(...valid);
  // Skipped by a spring-forward change: keep the offset from before the change.
  return guess - before;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

const ymd = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

/** Local calendar date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(ms: number, timeZone: string): string {
  const w = wallClock(ms, timeZone);
  return ymd(w.year, w.month, w.day);
}

/** HH:mm of an instant in a zone (the full event's timeStart). */
export function localTime(ms: number, timeZone: string): string {
  const w = wallClock(ms, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** An offset in minutes as ISO 8601 writes it: -420 → "-07:00". */
export function formatOffset(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/**
 * "2026-12-05" + "18:30" in America/Denver → "2026-12-05T18:30:00-07:00": the instant
 * `zonedToInstant` gives, written with the zone's offset at it. Undefined when the date or the time
 * is not of that shape.
 */
export function wallTimeToIso(date: string, time: string, timeZone: string): string | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return undefined;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  const instant = zonedToInstant(year, month, day, hour, minute, 0, timeZone);
  const w = wallClock(instant, timeZone);
  return `${ymd(w.year, w.month, w.day)}T${pad(w.hour)}:${pad(w.minute)}:00${formatOffset(zoneOffsetMinutes(instant, timeZone))}`;
}

/** The wall date and time an instant shows in `timeZone`. */
export function isoToWallTime(iso: string, timeZone: string): WallTime | undefined {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return undefined;
  return { date: localDate(instant, timeZone), time: localTime(instant, timeZone) };
}

/**
 * Whether `name` is an IANA zone as the tz database spells it ("America/Denver", "UTC",
 * "Etc/GMT+5"). The platform also accepts other spellings ("america/denver", "utc") and would
 * store them as typed; those are refused so every zone reads one way everywhere.
 */
export function isIanaTimeZone(name: string): boolean {
  if (name !== 'UTC' && !/^[A-Z][A-Za-z0-9_+-]*(?:\/[A-Z][A-Za-z0-9_+-]*){0,2}$/.test(name)) return false;
  if (knownZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  knownZones.add(name);
  return true;
}
/**
 * Zones already accepted: making a formatter costs about a millisecond, and every event a page or
 * handler parses checks its zone. Only real zones are kept, so the set stays within the tz
 * database's few hundred names whatever a client sends.
 */
const knownZones = new Set<string>();

/**
 * The viewer's IANA zone ('UTC' when the platform cannot tell). Asked once a minute at most: a list
 * of twenty events asks for it per time shown, and each answer costs a new formatter; a phone that
 * changes zone on a trip is seen within the minute.
 */
export function viewerTimeZone(): string {
  const now = Date.now();
  if (viewerZone && now >= viewerZone.at && now - viewerZone.at < 60_000) return viewerZone.zone;
  let zone = 'UTC';
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    // Keep UTC.
  }
  viewerZone = { zone, at: now };
  return zone;
}
let viewerZone: { zone: string; at: number } | undefined;

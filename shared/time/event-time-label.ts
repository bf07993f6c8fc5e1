import { localDate } from './zoned-time';

/**
 * How every screen and e-mail writes an event's time: in the event's own zone with its
 * abbreviation, and the viewer's local time beside it when their clock reads differently
 * ("Sat, Dec 5, 7:00 PM MST (9:00 PM your time)"). The viewer's part names the day too when the
 * two zones are on different dates.
 */
export interface EventTimeLabel {
  /** "Sat, Dec 5, 7:00 PM MST" */
  inZone: string;
  /** "9:00 PM your time", "Sun, Dec 6, 2:00 AM your time"; absent when the viewer's clock agrees. */
  yourTime?: string;
}

export interface EventTimeOptions {
  /** The viewer's IANA zone; leave out where it is unknown (an e-mail). */
  viewerZone?: string | undefined;
  /** Write the year ("Sat, Dec 5, 2026, 7:00 PM MST"). */
  withYear?: boolean;
  /** The Intl tag to write it in (an e-mail in the recipient's language); US English by default. */
  intlLocale?: string;
  /** The viewer's part in the reader's language: "9:00 PM" → "9:00 PM your time" by default. */
  yourTimeText?: (time: string) => string;
}

const englishYourTime = (time: string) => `${time} your time`;

const cache = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string, kind: 'full' | 'full-year' | 'time' | 'day-time', intlLocale = 'en-US'): Intl.DateTimeFormat {
  const key = `${timeZone}|${kind}|${intlLocale}`;
  let f = cache.get(key);
  if (!f) {
    const day: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
    const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? time
        : kind === 'day-time'
          ? { ...day, ...time }
          : { ...day, ...(kind === 'full-year' ? { year: 'numeric' } : {}), ...time, timeZoneName: 'short' };
    f = new Intl.DateTimeFormat(intlLocale, { ...options, timeZone });
    cache.set(key, f);
  }
  return f;
}

const known = new Map<string, boolean>();
/** A zone the platform knows, else UTC (a stored zone is validated; this guards old rows). Asked once per zone. */
function usable(zone: string | undefined): string {
  if (!zone) return 'UTC';
  let ok = known.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(zone, ok);
  }
  return ok ? zone : 'UTC';
}

/** The parts of an event time label; see `formatEventTime`. */
export function eventTimeLabel(iso: string, eventZone: string | undefined, options: EventTimeOptions = {}): EventTimeLabel {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return { inZone: iso };
  const zone = usable(eventZone);
  const inZone = format(zone, options.withYear ? 'full-year' : 'full', options.intlLocale).format(ms);
  const viewer = options.viewerZone ? usable(options.viewerZone) : undefined;
  if (!viewer || viewer === zone) return { inZone };
  const here = format(viewer, 'time', options.intlLocale).format(ms);
  if (here === format(zone, 'time', options.intlLocale).format(ms) && localDate(ms, viewer) === localDate(ms, zone)) return { inZone };
  const sameDay = localDate(ms, viewer) === localDate(ms, zone);
  const yourTimeText = options.yourTimeText ?? englishYourTime;
  return { inZone, yourTime: yourTimeText(sameDay ? here : format(viewer, 'day-time', options.intlLocale).format(ms)) };
}

/** "Sat, Dec 5, 7:00 PM MST (9:00 PM your time)"; the raw value when it is not a date. */
export function formatEventTime(iso: string, eventZone: string | undefined, options: EventTimeOptions = {}): string {
  const { inZone, yourTime } = eventTimeLabel(iso, eventZone, options);
  return yourTime ? `${inZone} (${yourTime})` : inZone;
}

import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isIanaTimeZone, isoToWallTime, localDate, localTime, viewerTimeZone, wallClock, wallTimeToIso, zonedToInstant, zoneOffsetMinutes } from './zoned-time';

const DENVER = 'America/Denver';
const iso = (ms: number) => new Date(ms).toISOString();

describe('zonedToInstant', () => {
  it('converts Denver winter (MST, -7) and summer (MDT, -6) wall times', () => {
    expect(iso(zonedToInstant(2027, 1, 15, 18, 0, 0, DENVER))).toBe('2027-01-16T01:00:00.000Z');
    expect(iso(zonedToInstant(2027, 7, 15, 18, 0, 0, DENVER))).toBe('2027-07-16T00:00:00.000Z');
  });

  it('moves a time skipped by the March change forward by the gap', () => {
    // 8 March 2026 and 14 March 2027: 02:00 MST becomes 03:00 MDT in Denver.
    expect(iso(zonedToInstant(2026, 3, 8, 2, 30, 0, DENVER))).toBe('2026-03-08T09:30:00.000Z');
    expect(iso(zonedToInstant(2027, 3, 14, 2, 30, 0, DENVER))).toBe('2027-03-14T09:30:00.000Z');
  });

  it('resolves a time that happens twice in November to the first (daylight) one', () => {
    // 1 November 2026: 02:00 MDT becomes 01:00 MST; 01:30 happens at 07:30Z and again at 08:30Z.
    expect(iso(zonedToInstant(2026, 11, 1, 1, 30, 0, DENVER))).toBe('2026-11-01T07:30:00.000Z');
    expect(iso(zonedToInstant(2027, 11, 7, 1, 30, 0, DENVER))).toBe('2027-11-07T07:30:00.000Z');
  });

  it('takes the first of a repeated time east of Greenwich too', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET in Berlin; 02:30 happens at 00:30Z and at 01:30Z.
    expect(iso(zonedToInstant(2026, 10, 25, 2, 30, 0, 'Europe/Berlin'))).toBe('2026-10-25T00:30:00.000Z');
    // 5 April 2026: 03:00 AEDT becomes 02:00 AEST in Sydney.
    expect(iso(zonedToInstant(2026, 4, 5, 2, 30, 0, 'Australia/Sydney'))).toBe('2026-04-04T15:30:00.000Z');
  });

  it('moves a skipped time forward by the gap east of Greenwich and for a half-hour change', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST in Berlin.
    expect(iso(zonedToInstant(2026, 3, 29, 2, 30, 0, 'Europe/Berlin'))).toBe('2026-03-29T01:30:00.000Z');
    // 4 October 2026: Lord Howe Island moves from +10:30 to +11:00 at 02:00.
    expect(iso(zonedToInstant(2026, 10, 4, 2, 15, 0, 'Australia/Lord_Howe'))).toBe('2026-10-03T15:45:00.000Z');
  });

  it('works in UTC and in a zone east of Greenwich', () => {
    expect(iso(zonedToInstant(2027, 3, 28, 12, 0, 0, 'UTC'))).toBe('2027-03-28T12:00:00.000Z');
    expect(iso(zonedToInstant(2027, 3, 28, 12, 0, 0, 'Europe/Berlin'))).toBe('2027-03-28T10:00:00.000Z');
  });
});

describe('wallTimeToIso and isoToWallTime', () => {
  it('sends a Denver winter evening with its -07:00 offset', () => {
    expect(wallTimeToIso('2026-12-05', '18:30', DENVER)).toBe('2026-12-05T18:30:00-07:00');
  });

  it('uses the summer offset in summer', () => {
    expect(wallTimeToIso('2027-07-04', '09:00', DENVER)).toBe('2027-07-04T09:00:00-06:00');
  });

  it('handles zones east of Greenwich and half-hour offsets', () => {
    expect(wallTimeToIso('2026-12-05', '08:00', 'Europe/Berlin')).toBe('2026-12-05T08:00:00+01:00');
    expect(wallTimeToIso('2026-12-05', '08:00', 'Asia/Kolkata')).toBe('2026-12-05T08:00:00+05:30');
    expect(wallTimeToIso('2026-12-05', '08:00', 'UTC')).toBe('2026-12-05T08:00:00+00:00');
  });

  it('moves a time skipped by the spring-forward gap to after the gap', () => {
    // 2026-03-08 02:30 does not exist in Denver (clocks jump from 02:00 to 03:00).
    expect(wallTimeToIso('2026-03-08', '02:30', DENVER)).toBe('2026-03-08T03:30:00-06:00');
    const saved = wallTimeToIso('2027-03-14', '02:30', DENVER)!;
    expect(isoToWallTime(saved, DENVER)).toEqual({ date: '2027-03-14', time: '03:30' });
  });

  it('takes the first of a repeated wall time, west and east of Greenwich', () => {
    expect(wallTimeToIso('2026-11-01', '01:30', DENVER)).toBe('2026-11-01T01:30:00-06:00');
    expect(wallTimeToIso('2026-10-25', '02:30', 'Europe/Berlin')).toBe('2026-10-25T02:30:00+02:00');
  });

  it('saves a start the way the API expands it', () => {
    for (const [date, time, zone] of [
      ['2026-03-08', '02:30', DENVER],
      ['2026-11-01', '01:30', DENVER],
      ['2026-10-25', '02:30', 'Europe/Berlin'],
      ['2026-04-05', '02:30', 'Australia/Sydney'],
    ] as const) {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const [h, min] = time.split(':').map(Number) as [number, number];
      expect(Date.parse(wallTimeToIso(date, time, zone)!), `${date} ${time} ${zone}`).toBe(zonedToInstant(y, m, d, h, min, 0, zone));
    }
  });

  it('reads an instant back as the wall time in the event zone', () => {
    expect(isoToWallTime('2026-12-06T01:30:00.000Z', DENVER)).toEqual({ date: '2026-12-05', time: '18:30' });
    expect(isoToWallTime('2026-12-06T01:30:00.000Z', 'UTC')).toEqual({ date: '2026-12-06', time: '01:30' });
    expect(isoToWallTime('not a date', 'UTC')).toBeUndefined();
  });

  it('refuses an empty date or time', () => {
    expect(wallTimeToIso('', '18:30', 'UTC')).toBeUndefined();
    expect(wallTimeToIso('2026-12-05', '', 'UTC')).toBeUndefined();
  });

  it('knows the offset of a zone at an instant', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-12-05T12:00:00Z'), DENVER)).toBe(-420);
    expect(zoneOffsetMinutes(Date.parse('2026-07-05T12:00:00Z'), DENVER)).toBe(-360);
    expect(zoneOffsetMinutes(Date.parse('2026-07-05T12:00:00Z'), 'Asia/Kathmandu')).toBe(345);
  });

  it('reads the local date, time and weekday of an instant', () => {
    const ms = Date.parse('2026-12-06T01:30:00.000Z');
    expect(localDate(ms, DENVER)).toBe('2026-12-05');
    expect(localTime(ms, DENVER)).toBe('18:30');
    expect(wallClock(ms, DENVER).weekday).toBe(6);
  });
});

/**
 * Property tests over a year in zones with every kind of change: none, one hour each way, at
 * midnight (Santiago), half-hour offsets and changes (St John's, Kathmandu, Lord Howe, Chatham),
 * southern summers, and two changes a month apart (Casablanca's Ramadan hour). The expected answers
 * come from the zone's changes found by scanning Intl, not from the code under test.
 */
const ZONES = [
  'UTC',
  'America/Denver',
  'America/New_York',
  'America/Los_Angeles',
  'America/Phoenix',
  'America/St_Johns',
  'America/Sao_Paulo',
  'America/Santiago',
  'Pacific/Honolulu',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Berlin',
  'Africa/Cairo',
  'Africa/Casablanca',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR_START = Date.UTC(2026, 0, 1);
const YEAR_END = Date.UTC(2027, 0, 1);

/** A wall-clock reading as a number: the instant it would be in UTC. */
const naive = (ms: number, zone: string) => {
  const w = wallClock(ms, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
};
const offset = (ms: number, zone: string) => naive(ms, zone) - ms;

interface Change {
  /** First instant of the new offset. */
  at: number;
  before: number;
  after: number;
}

/** Every offset change of the zone around the year, to the minute (no zone changes twice in 6 h). */
function changesOf(zone: string): Change[] {
  const changes: Change[] = [];
  for (let t = YEAR_START - 7 * DAY; t < YEAR_END + 7 * DAY; t += 6 * HOUR) {
    const [before, after] = [offset(t, zone), offset(t + 6 * HOUR, zone)];
    if (before === after) continue;
    let [lo, hi] = [t, t + 6 * HOUR];
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
      if (offset(mid, zone) === before) lo = mid;
      else hi = mid;
    }
    changes.push({ at: hi, before, after });
  }
  return changes;
}

/** Every instant that reads `wall` in the zone, from the offsets in force within two days of it. */
function instantsReading(wall: number, zone: string, changes: Change[]): number[] {
  const offsets = new Set([offset(wall - 2 * DAY, zone)]);
  for (const c of changes) if (Math.abs(c.at - wall) < 2 * DAY) offsets.add(c.before).add(c.after);
  return [...offsets].map((o) => wall - o).filter((t) => naive(t, zone) === wall);
}

const parts = (wall: number) => {
  const d = new Date(wall);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), 0] as const;
};

/** Minutes across the year, half of them within three hours of one of the zone's changes. */
function minutesNear(changes: Change[], shift: (c: Change) => number) {
  const anywhere = fc.integer({ min: YEAR_START / MINUTE, max: YEAR_END / MINUTE - 1 }).map((m) => m * MINUTE);
  if (!changes.length) return anywhere;
  const nearChange = fc
    .record({ change: fc.constantFrom(...changes), minutes: fc.integer({ min: -180, max: 180 }) })
    .map(({ change, minutes }) => change.at + shift(change) + minutes * MINUTE);
  return fc.oneof(anywhere, nearChange);
}

describe.each(ZONES)('zoned time in %s across 2026', (zone) => {
  const changes = changesOf(zone);

  it('round-trips every wall time local → UTC → local, the first of a repeated one, and moves a skipped one forward by the gap', () => {
    fc.assert(
      fc.property(
        minutesNear(changes, (c) => c.before),
        (wall) => {
          const instant = zonedToInstant(...parts(wall), zone);
          const readings = instantsReading(wall, zone, changes);
          if (readings.length) {
            expect(naive(instant, zone)).toBe(wall);
            expect(instant).toBe(Math.min(...readings));
          } else {
            const change = changes.find((c) => c.after > c.before && wall >= c.at + c.before && wall < c.at + c.after);
            expect(change, `${new Date(wall).toISOString().slice(0, 16)} is read by no instant but is in no gap`).toBeDefined();
            expect(naive(instant, zone) - wall).toBe(change!.after - change!.before);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('round-trips every instant UTC → local → UTC, to the first instant showing that wall time', () => {
    fc.assert(
      fc.property(
        minutesNear(changes, () => 0),
        (instant) => {
          const wall = naive(instant, zone);
          const readings = instantsReading(wall, zone, changes);
          expect(readings).toContain(instant);
          expect(zonedToInstant(...parts(wall), zone)).toBe(Math.min(...readings));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with wallTimeToIso and isoToWallTime on every minute near a change', () => {
    for (const change of changes.filter((c) => c.at >= YEAR_START && c.at < YEAR_END)) {
      for (let wall = change.at + Math.min(change.before, change.after) - HOUR; wall <= change.at + Math.max(change.before, change.after) + HOUR; wall += 15 * MINUTE) {
        const [y, m, d, h, min] = parts(wall);
        const date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const time = `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
        const saved = wallTimeToIso(date, time, zone)!;
        const instant = zonedToInstant(y, m, d, h, min, 0, zone);
        expect(Date.parse(saved), `${date} ${time}`).toBe(instant);
        expect(isoToWallTime(saved, zone)).toEqual({ date: localDate(instant, zone), time: localTime(instant, zone) });
      }
    }
  });
});

describe('isIanaTimeZone', () => {
  it('accepts zones as the tz database spells them', () => {
    for (const zone of ['America/Denver', 'Europe/London', 'Australia/Sydney', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5', 'Asia/Kolkata']) {
      expect(isIanaTimeZone(zone), zone).toBe(true);
    }
  });

  it('refuses unknown names, other spellings and offsets', () => {
    for (const zone of ['Mars/Olympus', 'america/denver', 'utc', '+05:00', 'GMT-7', '', 'America/Denver '.trim() + '/x']) {
      expect(isIanaTimeZone(zone), zone).toBe(false);
    }
  });

  it('answers the same when asked again (accepted zones are remembered, refused names are not)', () => {
    for (const zone of ['America/Denver', 'Mars/Olympus', 'America/Denver', 'Mars/Olympus']) {
      expect(isIanaTimeZone(zone), zone).toBe(zone === 'America/Denver');
    }
  });
});

describe('viewerTimeZone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('is the platform’s zone, asked again once a minute has passed (a phone that travels)', () => {
    vi.useFakeTimers({ now: Date.parse('2027-01-15T12:00:00Z'), toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    resolved.mockReturnValue({ timeZone: DENVER } as Intl.ResolvedDateTimeFormatOptions);
    expect(viewerTimeZone()).toBe(DENVER);
    resolved.mockReturnValue({ timeZone: 'Europe/London' } as Intl.ResolvedDateTimeFormatOptions);
    vi.setSystemTime(Date.now() + 30_000);
    expect(viewerTimeZone()).toBe(DENVER);
    vi.setSystemTime(Date.now() + 31_000);
    expect(viewerTimeZone()).toBe('Europe/London');
  });
});

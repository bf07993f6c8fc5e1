import { describe, expect, it } from 'vitest';
import { parseCalendar } from './read-ics';
import { expandOccurrences } from '../events/recurrence';
import { wallTimeToIso } from '../time/zoned-time';
import { buildCalendar, type CalendarEvent } from './ics';

const base: CalendarEvent = {
  id: 'ev1',
  title: 'Tuesday pickup',
  description: 'Bring a light and a dark shirt',
  dateStart: '2026-06-02T18:00:00.000Z',
  durationMinutes: 90,
  timeZone: 'UTC',
  cancelled: false,
  version: 1,
  url: 'https://rally.test/events/ev1',
  location: 'Central Park, 1 Main St',
};
const file = (events: CalendarEvent[]) => buildCalendar({ name: 'My games', domain: 'rally.test', stamp: new Date('2026-05-01T00:00:00Z'), events });
const parseOne = (e: CalendarEvent) => parseCalendar(file([e])).events[0]!;

/** 6 pm in a zone on a date, as the event form saves it. */
const at = (date: string, time: string, zone: string) => wallTimeToIso(date, time, zone)!;

describe('buildCalendar', () => {
  it('writes a one-off game with its UID, URL, place, CONFIRMED status and SEQUENCE 0 when never edited', () => {
    const e = parseOne(base);
    expect(e).toMatchObject({ uid: 'ev1@rally.test', summary: 'Tuesday pickup', status: 'CONFIRMED', sequence: 0, url: base.url, location: base.location, rrule: null });
    expect(e.occurrences).toEqual(['2026-06-02T18:00:00.000Z']);
  });

  it('marks a cancelled game STATUS:CANCELLED and raises SEQUENCE with each revision, so calendars replace the entry', () => {
    const e = parseOne({ ...base, cancelled: true, version: 4 });
    expect(e.status).toBe('CANCELLED');
    expect(e.sequence).toBe(3);
  });

  it('writes a weekly series in Denver across the November change as ONE VEVENT with RRULE, EXDATE and a VTIMEZONE', () => {
    const series: CalendarEvent = {
      ...base,
      timeZone: 'America/Denver',
      dateStart: at('2026-10-20', '18:00', 'America/Denver'),
      reoccurringInfo: { frequency: 'weekly', daysOfWeek: [2, 4], endDate: '2026-11-19' },
      excludedDates: ['2026-10-29', '2026-11-03'],
    };
    const text = file([series]);
    const parsed = parseCalendar(text);
    expect(parsed.zones).toEqual(['America/Denver']);
    expect(parsed.events).toHaveLength(1);
    const e = parsed.events[0]!;
    expect(e.tzid).toBe('America/Denver');
    expect(e.rrule).toContain('FREQ=WEEKLY');
    expect(e.exdates).toBe(1);
    expect(text).toMatch(/DTSTART;TZID=America\/Denver:20261020T180000/);
    const app = expandOccurrences(series);
    expect(e.occurrences).toEqual(app);
    // 6 pm wall time on both sides of the change: 00:00Z in MDT, 01:00Z in MST.
    expect(app).toContain('2026-10-23T00:00:00.000Z');
    expect(app).toContain('2026-11-06T01:00:00.000Z');
  });

  it.each([
    ['daily', [], '2026-10-28', '2026-11-05', ['2026-11-01']],
    ['biweekly', [1, 3], '2026-10-14', '2026-12-20', ['2026-11-09']],
    ['monthly', [], '2026-01-31', '2026-12-31', ['2026-03-31']],
    ['weekly', [], '2026-03-03', '2026-03-31', []],
  ] as const)('expands a %s series to exactly the app’s occurrences', (frequency, daysOfWeek, start, endDate, excludedDates) => {
    const series: CalendarEvent = {
      ...base,
      timeZone: 'America/Denver',
      dateStart: at(start, '19:30', 'America/Denver'),
      reoccurringInfo: { frequency, daysOfWeek: [...daysOfWeek], endDate },
      excludedDates: [...excludedDates],
    };
    expect(parseOne(series).occurrences).toEqual(expandOccurrences(series));
  });

  it('keeps a series in Sydney and London at its wall time through their changes', () => {
    for (const [zone, start, end] of [
      ['Australia/Sydney', '2026-03-20', '2026-04-20'],
      ['Europe/London', '2026-03-20', '2026-04-10'],
    ] as const) {
      const series: CalendarEvent = { ...base, timeZone: zone, dateStart: at(start, '18:00', zone), reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate: end } };
      expect(parseOne(series).occurrences, zone).toEqual(expandOccurrences(series));
    }
  });

  it('writes one VTIMEZONE per zone used and none for UTC', () => {
    const parsed = parseCalendar(file([base, { ...base, id: 'ev2', timeZone: 'Europe/London' }, { ...base, id: 'ev3', timeZone: 'Europe/London' }]));
    expect(parsed.zones).toEqual(['Europe/London']);
    expect(parsed.events.map((e) => e.uid)).toEqual(['ev1@rally.test', 'ev2@rally.test', 'ev3@rally.test']);
  });
});

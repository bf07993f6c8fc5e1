import { describe, expect, it } from 'vitest';
import { localDate, localTime } from '../time/zoned-time';
import { expandOccurrences, MAX_OCCURRENCES, upcomingOccurrences } from './recurrence';

const DENVER = 'America/Denver';
const denverClock = (iso: string) => `${localDate(Date.parse(iso), DENVER)} ${localTime(Date.parse(iso), DENVER)}`;

describe('expandOccurrences', () => {
  it('gives a one-off event its start only', () => {
    expect(expandOccurrences({ dateStart: '2027-03-01T18:00:00-07:00', timeZone: DENVER })).toEqual(['2027-03-02T01:00:00.000Z']);
  });

  it('keeps 6 pm across the March change for a weekly game (UTC hour shifts by one)', () => {
    const out = expandOccurrences({
      dateStart: '2027-03-04T18:00:00-07:00',
      timeZone: DENVER,
      reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate: '2027-03-25' },
    });
    expect(out).toEqual([
      '2027-03-05T01:00:00.000Z',
      '2027-03-12T01:00:00.000Z',
      '2027-03-19T00:00:00.000Z',
      '2027-03-26T00:00:00.000Z',
    ]);
    expect(out.map(denverClock)).toEqual(['2027-03-04 18:00', '2027-03-11 18:00', '2027-03-18 18:00', '2027-03-25 18:00']);
  });

  it('keeps 9 am across the November change for a daily game', () => {
    const out = expandOccurrences({
      dateStart: '2027-11-05T09:00:00-06:00',
      timeZone: DENVER,
      reoccurringInfo: { frequency: 'daily', daysOfWeek: [], endDate: '2027-11-09' },
    });
    expect(out.map(denverClock)).toEqual([
      '2027-11-05 09:00',
      '2027-11-06 09:00',
      '2027-11-07 09:00',
      '2027-11-08 09:00',
      '2027-11-09 09:00',
    ]);
    expect(out[2]).toBe('2027-11-07T16:00:00.000Z');
  });

  it('repeats weekly on the chosen weekdays and skips excluded dates', () => {
    const out = expandOccurrences({
      dateStart: '2027-06-07T19:00:00-06:00', // a Monday
      timeZone: DENVER,
      reoccurringInfo: { frequency: 'weekly', daysOfWeek: [1, 3], endDate: '2027-06-20' },
      excludedDates: ['2027-06-09'],
    });
    expect(out.map(denverClock)).toEqual(['2027-06-07 19:00', '2027-06-14 19:00', '2027-06-16 19:00']);
  });

  it('repeats biweekly every other week from the start week', () => {
    const out = expandOccurrences({
      dateStart: '2027-06-01T19:00:00-06:00', // a Tuesday
      timeZone: DENVER,
      reoccurringInfo: { frequency: 'biweekly', daysOfWeek: [2, 4], endDate: '2027-06-30' },
    });
    expect(out.map((o) => denverClock(o).slice(0, 10))).toEqual([
      '2027-06-01',
      '2027-06-03',
      '2027-06-15',
      '2027-06-17',
      '2027-06-29',
    ]);
  });

  it('repeats monthly on the same day and skips months without it', () => {
    const out = expandOccurrences({
      dateStart: '2027-01-31T10:00:00-07:00',
      timeZone: DENVER,
      reoccurringInfo: { frequency: 'monthly', daysOfWeek: [], endDate: '2027-05-31' },
    });
    expect(out.map((o) => denverClock(o))).toEqual(['2027-01-31 10:00', '2027-03-31 10:00', '2027-05-31 10:00']);
  });

  it('uses the local date, not the UTC date, of a late evening start', () => {
    // 23:00 Tuesday in Denver is Wednesday in UTC; weekly repeats stay on Tuesdays.
    const out = expandOccurrences({
      dateStart: '2027-06-01T23:00:00-06:00',
      timeZone: DENVER,
      reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate: '2027-06-15' },
    });
    expect(out.map(denverClock)).toEqual(['2027-06-01 23:00', '2027-06-08 23:00', '2027-06-15 23:00']);
  });

  it(`caps a series at ${MAX_OCCURRENCES} occurrences`, () => {
    const out = expandOccurrences({
      dateStart: '2027-01-01T10:00:00Z',
      timeZone: 'UTC',
      reoccurringInfo: { frequency: 'daily', daysOfWeek: [], endDate: '2028-12-31' },
    });
    expect(out).toHaveLength(MAX_OCCURRENCES);
    expect(new Set(out).size).toBe(out.length);
  });

  it('starts a series exactly at dateStart, milliseconds included', () => {
    const out = expandOccurrences({
      dateStart: '2027-06-01T18:00:00.123-06:00',
      timeZone: DENVER,
      reoccurringInfo: { frequency: 'daily', daysOfWeek: [], endDate: '2027-06-02' },
    });
    expect(out).toEqual(['2027-06-02T00:00:00.123Z', '2027-06-03T00:00:00.123Z']);
  });

  it('lists upcoming occurrences from a moment, at most n', () => {
    const all = ['2027-01-01T00:00:00.000Z', '2027-01-02T00:00:00.000Z', '2027-01-03T00:00:00.000Z'];
    expect(upcomingOccurrences(all, Date.parse('2027-01-01T12:00:00Z'), 1)).toEqual(['2027-01-02T00:00:00.000Z']);
  });
});

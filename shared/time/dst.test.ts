import { describe, expect, it } from 'vitest';
import { expandOccurrences } from '../events/recurrence';
import { isoToWallTime, wallTimeToIso, zonedToInstant } from './zoned-time';

/**
 * Both DST changes of 2027 in three zones (west of Greenwich, on it, and in the southern
 * hemisphere, where the spring change falls in October): a 6 pm game the day before and on the
 * day of each change, the wall time the change skips or repeats, the instants either side of it,
 * and a weekly series across it.
 */
interface Change {
  name: string;
  zone: string;
  /** The local date of the change. */
  day: string;
  /** The day before. */
  before: string;
  /** 18:00 local on `before` and on `day`, in UTC. */
  eveningBefore: string;
  eveningOn: string;
  /** The instant of the change (UTC) and the wall clock just before and at it. */
  at: string;
  wallJustBefore: string;
  wallAt: string;
  /** A wall time near the change and the instant it denotes (skipped: moved forward; repeated: the first). */
  odd: { time: string; instant: string };
}

const changes: Change[] = [
  {
    name: 'Denver spring forward (MST → MDT)',
    zone: 'America/Denver',
    day: '2027-03-14',
    before: '2027-03-13',
    eveningBefore: '2027-03-14T01:00:00.000Z',
    eveningOn: '2027-03-15T00:00:00.000Z',
    at: '2027-03-14T09:00:00.000Z',
    wallJustBefore: '01:59',
    wallAt: '03:00',
    odd: { time: '02:30', instant: '2027-03-14T09:30:00.000Z' },
  },
  {
    name: 'Denver fall back (MDT → MST)',
    zone: 'America/Denver',
    day: '2027-11-07',
    before: '2027-11-06',
    eveningBefore: '2027-11-07T00:00:00.000Z',
    eveningOn: '2027-11-08T01:00:00.000Z',
    at: '2027-11-07T08:00:00.000Z',
    wallJustBefore: '01:59',
    wallAt: '01:00',
    odd: { time: '01:30', instant: '2027-11-07T07:30:00.000Z' },
  },
  {
    name: 'London spring forward (GMT → BST)',
    zone: 'Europe/London',
    day: '2027-03-28',
    before: '2027-03-27',
    eveningBefore: '2027-03-27T18:00:00.000Z',
    eveningOn: '2027-03-28T17:00:00.000Z',
    at: '2027-03-28T01:00:00.000Z',
    wallJustBefore: '00:59',
    wallAt: '02:00',
    odd: { time: '01:30', instant: '2027-03-28T01:30:00.000Z' },
  },
  {
    name: 'London fall back (BST → GMT)',
    zone: 'Europe/London',
    day: '2027-10-31',
    before: '2027-10-30',
    eveningBefore: '2027-10-30T17:00:00.000Z',
    eveningOn: '2027-10-31T18:00:00.000Z',
    at: '2027-10-31T01:00:00.000Z',
    wallJustBefore: '01:59',
    wallAt: '01:00',
    odd: { time: '01:30', instant: '2027-10-31T00:30:00.000Z' },
  },
  {
    name: 'Sydney fall back in April (AEDT → AEST)',
    zone: 'Australia/Sydney',
    day: '2027-04-04',
    before: '2027-04-03',
    eveningBefore: '2027-04-03T07:00:00.000Z',
    eveningOn: '2027-04-04T08:00:00.000Z',
    at: '2027-04-03T16:00:00.000Z',
    wallJustBefore: '02:59',
    wallAt: '02:00',
    odd: { time: '02:30', instant: '2027-04-03T15:30:00.000Z' },
  },
  {
    name: 'Sydney spring forward in October (AEST → AEDT)',
    zone: 'Australia/Sydney',
    day: '2027-10-03',
    before: '2027-10-02',
    eveningBefore: '2027-10-02T08:00:00.000Z',
    eveningOn: '2027-10-03T07:00:00.000Z',
    at: '2027-10-02T16:00:00.000Z',
    wallJustBefore: '01:59',
    wallAt: '03:00',
    odd: { time: '02:30', instant: '2027-10-02T16:30:00.000Z' },
  },
];

const instantOf = (date: string, time: string, zone: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(zonedToInstant(y, m, d, h, min, 0, zone)).toISOString();
};

describe.each(changes)('$name', (c) => {
  it('turns 6 pm the day before and 6 pm on the day into instants an hour apart from a day', () => {
    expect(instantOf(c.before, '18:00', c.zone)).toBe(c.eveningBefore);
    expect(instantOf(c.day, '18:00', c.zone)).toBe(c.eveningOn);
    expect(Math.abs(Date.parse(c.eveningOn) - Date.parse(c.eveningBefore) - 86_400_000)).toBe(3_600_000);
    expect(Date.parse(wallTimeToIso(c.day, '18:00', c.zone)!)).toBe(Date.parse(c.eveningOn));
  });

  it('reads the wall time a skipped or repeated time denotes (moved forward, or the first of two)', () => {
    expect(instantOf(c.day, c.odd.time, c.zone)).toBe(c.odd.instant);
  });

  it('reads instants either side of the change as the wall clock shows them', () => {
    const justBefore = new Date(Date.parse(c.at) - 60_000).toISOString();
    expect(isoToWallTime(justBefore, c.zone)?.time).toBe(c.wallJustBefore);
    expect(isoToWallTime(c.at, c.zone)?.time).toBe(c.wallAt);
    expect(isoToWallTime(c.eveningBefore, c.zone)).toEqual({ date: c.before, time: '18:00' });
    expect(isoToWallTime(c.eveningOn, c.zone)).toEqual({ date: c.day, time: '18:00' });
  });

  it('keeps a daily 6 pm series at 6 pm local across the change', () => {
    const occurrences = expandOccurrences({
      dateStart: wallTimeToIso(c.before, '18:00', c.zone)!,
      timeZone: c.zone,
      reoccurringInfo: { frequency: 'daily', daysOfWeek: [], endDate: c.day },
    });
    expect(occurrences).toEqual([c.eveningBefore, c.eveningOn]);
    expect(occurrences.map((o) => isoToWallTime(o, c.zone)?.time)).toEqual(['18:00', '18:00']);
  });

  it('keeps a weekly series on its wall time for the weeks either side', () => {
    const weekBefore = new Date(Date.parse(`${c.day}T12:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    const weekAfter = new Date(Date.parse(`${c.day}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    const occurrences = expandOccurrences({
      dateStart: wallTimeToIso(weekBefore, '18:00', c.zone)!,
      timeZone: c.zone,
      reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate: weekAfter },
    });
    expect(occurrences.map((o) => isoToWallTime(o, c.zone))).toEqual([
      { date: weekBefore, time: '18:00' },
      { date: c.day, time: '18:00' },
      { date: weekAfter, time: '18:00' },
    ]);
    expect(occurrences[1]).toBe(c.eveningOn);
  });
});

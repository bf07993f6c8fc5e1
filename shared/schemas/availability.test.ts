import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  availabilityErrors,
  availabilityInput,
  availabilityPrivacy,
  dateSpecificEntry,
  datesBetween,
  dayRanges,
  emptyWeek,
  hhmm,
  maxEndDate,
  overlappingRanges,
  serverToday,
  timeRange,
  weekdays,
  weeklyAvailability,
} from './availability';

const range = (startTime: string, endTime: string) => ({ startTime, endTime });
const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));

describe('hhmm', () => {
  it.each(['00:00', '09:05', '17:00', '23:59'])('accepts %s', (t) => {
    expect(hhmm.safeParse(t).success).toBe(true);
  });
  it.each(['25:00', '24:00', '9:00', '12:60', '12:5', '1200', '12:00:00', ' 12:00', ''])('rejects %j', (t) => {
    expect(hhmm.safeParse(t).success).toBe(false);
  });
});

describe('timeRange', () => {
  it('accepts an end later than the start', () => {
    expect(timeRange.safeParse(range('17:00', '20:00')).success).toBe(true);
  });
  it.each([
    ['equal to', '17:00', '17:00'],
    ['before', '17:00', '16:59'],
  ])('rejects an end %s the start with the endTimeBeforeStartTime message on endTime', (_label, start, end) => {
    const result = timeRange.safeParse(range(start, end));
    expect(issuesOf(result)).toEqual([{ path: 'endTime', message: availabilityErrors.endTimeBeforeStartTime }]);
    expect(result.error!.issues[0]).toMatchObject({ params: { key: 'endTimeBeforeStartTime' } });
  });
  it('requires both a start and an end', () => {
    expect(issuesOf(timeRange.safeParse({ startTime: '17:00' })).map((i) => i.path)).toEqual(['endTime']);
    expect(issuesOf(timeRange.safeParse({ endTime: '17:00' })).map((i) => i.path)).toEqual(['startTime']);
  });
});

describe('ranges in one day', () => {
  it("rejects overlapping ranges with 'Overlapping times with another range.' on each of them", () => {
    const result = dayRanges.safeParse([range('17:00', '19:00'), range('18:00', '20:00')]);
    expect(issuesOf(result)).toEqual([
      { path: '0.startTime', message: 'Overlapping times with another range.' },
      { path: '1.startTime', message: 'Overlapping times with another range.' },
    ]);
  });
  it('rejects a range inside another', () => {
    expect(dayRanges.safeParse([range('09:00', '17:00'), range('12:00', '13:00')]).success).toBe(false);
  });
  it('allows touching ranges (17:00-18:00 then 18:00-19:00) in any order', () => {
    expect(dayRanges.safeParse([range('18:00', '19:00'), range('17:00', '18:00')]).success).toBe(true);
  });
  it('flags only the ranges that overlap', () => {
    expect(overlappingRanges([range('08:00', '09:00'), range('17:00', '19:00'), range('12:00', '13:00'), range('18:30', '20:00')])).toEqual([1, 3]);
  });
});

describe('weeklyAvailability', () => {
  it('accepts exactly the seven lowercase weekdays', () => {
    expect(Object.keys(emptyWeek())).toEqual([...weekdays]);
    expect(weeklyAvailability.safeParse(emptyWeek()).success).toBe(true);
  });
  it('rejects an unknown weekday key, naming it', () => {
    const result = weeklyAvailability.safeParse({ ...emptyWeek(), Monday: { isAvailable: false, timeRanges: [] } });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toContain('Monday');
  });
  it('rejects a week missing a day', () => {
    const { sunday: _sunday, ...sixDays } = emptyWeek();
    expect(issuesOf(weeklyAvailability.safeParse(sixDays)).map((i) => i.path)).toEqual(['sunday']);
  });
  it('rejects an available day with no range', () => {
    const week = { ...emptyWeek(), monday: { isAvailable: true, timeRanges: [] } };
    expect(issuesOf(weeklyAvailability.safeParse(week))).toEqual([{ path: 'monday.timeRanges', message: availabilityErrors.dayWithoutRange }]);
  });
  it('names the overlapping range by weekday and index', () => {
    const week = { ...emptyWeek(), wednesday: { isAvailable: true, timeRanges: [range('17:00', '19:00'), range('18:00', '20:00')] } };
    expect(issuesOf(weeklyAvailability.safeParse(week)).map((i) => i.path)).toContain('wednesday.timeRanges.1.startTime');
  });
});

describe('maxEndDate: one calendar month after the start', () => {
  it.each([
    ['2026-06-10', '2026-07-10'],
    ['2027-01-31', '2027-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2028-01-30', '2028-02-29'],
    ['2026-03-31', '2026-04-30'],
    ['2026-02-28', '2026-03-28'],
    ['2026-12-31', '2027-01-31'],
    ['2026-12-15', '2027-01-15'],
  ])('%s → %s', (start, end) => {
    expect(maxEndDate(start)).toBe(end);
  });
});

describe('datesBetween', () => {
  it('lists every date inclusive, across a month end and a leap day', () => {
    expect(datesBetween('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
  });
  it('gives one date for a single day and none for an inverted range', () => {
    expect(datesBetween('2026-06-10', '2026-06-10')).toEqual(['2026-06-10']);
    expect(datesBetween('2026-06-10', '2026-06-09')).toEqual([]);
  });
  it('crosses a year end', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});

describe('dateSpecificEntry', () => {
  const today = '2026-06-01';
  const entry = dateSpecificEntry(() => today);
  const base = { id: 'e1', date: '2026-06-10', timeRanges: [range('10:00', '12:00')] };
  const paths = (value: unknown) => issuesOf(entry.safeParse(value));

  it('accepts a single date with hours and fills the defaults', () => {
    expect(entry.parse(base)).toEqual({ ...base, endDate: null, dailyTimeRanges: [], isTraveling: false, location: null });
  });
  it('accepts a start of today', () => {
    expect(entry.safeParse({ ...base, date: today }).success).toBe(true);
  });
  it('rejects a start before today', () => {
    expect(paths({ ...base, date: '2026-05-31' })).toEqual([{ path: 'date', message: availabilityErrors.startBeforeToday }]);
  });
  it('leaves the start-date rule to the caller when given no today', () => {
    expect(dateSpecificEntry(null).safeParse({ ...base, date: '2020-01-01' }).success).toBe(true);
  });
  it('requires a date', () => {
    expect(paths({ ...base, date: undefined }).map((i) => i.path)).toEqual(['date']);
    expect(paths({ ...base, date: '2026-02-30' }).map((i) => i.path)).toEqual(['date']);
  });
  it('names malformed dates without running the date arithmetic on them (never throws)', () => {
    const daily = [{ date: 'abc', timeRanges: [range('10:00', '11:00')] }];
    expect(() => entry.safeParse({ ...base, date: 'abc', endDate: 'abd', dailyTimeRanges: daily })).not.toThrow();
    expect(paths({ ...base, date: 'abc', endDate: 'abd', dailyTimeRanges: daily })).toEqual([
      { path: 'date', message: 'Use a date like 2026-12-01' },
      { path: 'endDate', message: 'Use a date like 2026-12-01' },
      { path: 'dailyTimeRanges.0.date', message: 'Use a date like 2026-12-01' },
    ]);
  });
  it('rejects an end before the start', () => {
    expect(paths({ ...base, endDate: '2026-06-09' })).toEqual([{ path: 'endDate', message: availabilityErrors.endBeforeStart }]);
  });
  it('accepts an end exactly one month after the start, and rejects one day more', () => {
    expect(paths({ ...base, endDate: '2026-07-10' })).toEqual([]);
    expect(paths({ ...base, endDate: '2026-07-11' })).toEqual([{ path: 'endDate', message: availabilityErrors.rangeTooLong }]);
  });
  it('caps a range from 31 January at the end of February (28 or 29 days)', () => {
    const common = dateSpecificEntry(() => '2027-01-01');
    const jan31 = { ...base, date: '2027-01-31' };
    expect(common.safeParse({ ...jan31, endDate: '2027-02-28' }).success).toBe(true);
    expect(issuesOf(common.safeParse({ ...jan31, endDate: '2027-03-01' })).map((i) => i.message)).toEqual([availabilityErrors.rangeTooLong]);
    const leap = dateSpecificEntry(() => '2028-01-01');
    expect(leap.safeParse({ ...jan31, date: '2028-01-31', endDate: '2028-02-29' }).success).toBe(true);
    expect(leap.safeParse({ ...jan31, date: '2028-01-31', endDate: '2028-03-01' }).success).toBe(false);
  });
  it('needs an end date and a location when travelling', () => {
    expect(paths({ ...base, isTraveling: true }).map((i) => i.path)).toEqual(['endDate', 'location']);
    expect(paths({ ...base, isTraveling: true }).map((i) => i.message)).toContain(availabilityErrors.locationRequired);
  });
  it('accepts a trip with an end date and a full location', () => {
    const location = { city: 'Boulder', state: 'CO', country: 'US', lat: 40.01, lng: -105.27, formattedAddress: 'Boulder, CO, USA' };
    expect(paths({ ...base, endDate: '2026-06-14', isTraveling: true, location })).toEqual([]);
  });
  it('rejects a trip location without coordinates', () => {
    const location = { city: 'Boulder', country: 'US', formattedAddress: 'Boulder, CO, USA' };
    expect(paths({ ...base, endDate: '2026-06-14', isTraveling: true, location }).map((i) => i.path)).toEqual(['location.lat', 'location.lng']);
  });
  it('needs hours for a single date', () => {
    expect(paths({ ...base, timeRanges: [] })).toEqual([{ path: 'timeRanges', message: availabilityErrors.dayWithoutRange }]);
  });
  it('rejects overlapping hours in an entry', () => {
    expect(paths({ ...base, timeRanges: [range('10:00', '12:00'), range('11:00', '13:00')] }).map((i) => i.path)).toContain('timeRanges.1.startTime');
  });

  describe('per-day hours (dailyTimeRanges)', () => {
    const span = { ...base, endDate: '2026-06-12', timeRanges: [] };
    const dayOf = (date: string) => ({ date, timeRanges: [range('09:00', '10:00')] });
    it('accepts hours for every day of the range', () => {
      expect(paths({ ...span, dailyTimeRanges: ['2026-06-10', '2026-06-11', '2026-06-12'].map(dayOf) })).toEqual([]);
    });
    it('rejects a range where a day has no hours', () => {
      expect(paths({ ...span, dailyTimeRanges: ['2026-06-10', '2026-06-12'].map(dayOf) })).toEqual([
        { path: 'dailyTimeRanges', message: availabilityErrors.dayWithoutRange },
      ]);
      expect(paths({ ...span, dailyTimeRanges: [...['2026-06-10', '2026-06-11'].map(dayOf), { date: '2026-06-12', timeRanges: [] }] })).toEqual([
        { path: 'dailyTimeRanges', message: availabilityErrors.dayWithoutRange },
      ]);
    });
    it('rejects a day outside the chosen dates', () => {
      const days = ['2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13'].map(dayOf);
      expect(paths({ ...span, dailyTimeRanges: days }).map((i) => i.path)).toEqual(['dailyTimeRanges.3.date']);
    });
  });
});

describe('availabilityPrivacy', () => {
  it('defaults to public with no filters', () => {
    expect(availabilityPrivacy.parse({})).toEqual({
      visibilityMode: 'public',
      allowedGenders: [],
      communityFilter: 'none',
      allowedCommunities: [],
      connectsOnly: false,
      requireAllFilters: false,
    });
  });
  it('rejects an unknown visibility mode, community filter or gender', () => {
    expect(availabilityPrivacy.safeParse({ visibilityMode: 'friends' }).success).toBe(false);
    expect(availabilityPrivacy.safeParse({ communityFilter: 'some' }).success).toBe(false);
    expect(availabilityPrivacy.safeParse({ allowedGenders: ['Robot'] }).success).toBe(false);
  });
});

describe('availabilityInput (the save body)', () => {
  it('accepts a whole record and names every missing part', () => {
    expect(availabilityInput.safeParse({ weekly: emptyWeek(), privacy: {} }).success).toBe(true);
    expect(issuesOf(availabilityInput.safeParse({})).map((i) => i.path)).toEqual(['weekly', 'privacy']);
  });
  it('keeps entries that started before today (the server checks them against the stored ones)', () => {
    const body = { weekly: emptyWeek(), privacy: {}, dateSpecific: [{ id: 'trip', date: '2020-01-01', endDate: '2020-01-05', timeRanges: [range('10:00', '11:00')] }] };
    expect(availabilityInput.safeParse(body).success).toBe(true);
  });
  it('still applies every other entry rule', () => {
    const body = { weekly: emptyWeek(), privacy: {}, dateSpecific: [{ id: 'x', date: '2026-06-10', endDate: '2026-08-01', timeRanges: [range('10:00', '11:00')] }] };
    expect(issuesOf(availabilityInput.safeParse(body))).toEqual([{ path: 'dateSpecific.0.endDate', message: availabilityErrors.rangeTooLong }]);
  });
  it('takes a non-negative integer version', () => {
    expect(availabilityInput.safeParse({ weekly: emptyWeek(), privacy: {}, version: -1 }).success).toBe(false);
    expect(availabilityInput.safeParse({ weekly: emptyWeek(), privacy: {}, version: 1.5 }).success).toBe(false);
  });
});

describe('serverToday', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('is yesterday in UTC: one day of slack for time zones ahead of UTC', () => {
    vi.setSystemTime(new Date('2026-03-01T00:30:00Z'));
    expect(serverToday()).toBe('2026-02-28');
  });
});

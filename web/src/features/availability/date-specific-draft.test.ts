import { describe, expect, it } from 'vitest';
import { availabilityErrors } from '@shared/schemas/availability';
import {
  canSetPerDay,
  draftIssues,
  emptyDraft,
  setDayRanges,
  setIsRange,
  setStartDate,
  setEndDate,
  setTraveling,
  toEntry,
  toTravelLocation,
  type DateSpecificDraft,
} from './date-specific-draft';

const today = '2026-12-01';
const draft = (patch: Partial<DateSpecificDraft> = {}): DateSpecificDraft => ({ ...emptyDraft(), ...patch });
const austin = toTravelLocation({ name: 'Austin, TX', lat: 30.27, lng: -97.74 });

describe('date-specific draft', () => {
  it('forces a range while travelling and keeps it when travelling is turned off', () => {
    const travelling = setTraveling(draft(), true);
    expect(travelling.isRange).toBe(true);
    expect(setIsRange(travelling, false).isRange).toBe(true);
    expect(setTraveling(travelling, false)).toMatchObject({ isTraveling: false, isRange: true, location: null });
  });

  it('clears the end date when the start moves past it, and only then', () => {
    const range = draft({ isRange: true, date: '2026-12-05', endDate: '2026-12-08' });
    expect(setStartDate(range, '2026-12-09').endDate).toBe('');
    expect(setStartDate(range, '2026-12-08').endDate).toBe('2026-12-08');
  });

  it('offers per-day hours only for a range with both dates', () => {
    expect(canSetPerDay(draft({ date: '2026-12-05' }))).toBe(false);
    expect(canSetPerDay(draft({ isRange: true, date: '2026-12-05' }))).toBe(false);
    expect(canSetPerDay(draft({ isRange: true, date: '2026-12-05', endDate: '2026-12-07' }))).toBe(true);
  });

  it('builds per-day hours for every day of the range, each starting from the common hours', () => {
    const d = setDayRanges(draft({ isRange: true, date: '2026-12-05', endDate: '2026-12-07', perDay: true }), '2026-12-06', [
      { startTime: '09:00', endTime: '12:00' },
    ]);
    expect(toEntry(d, 'ds-1')).toMatchObject({
      timeRanges: [],
      dailyTimeRanges: [
        { date: '2026-12-05', timeRanges: [{ startTime: '17:00', endTime: '20:00' }] },
        { date: '2026-12-06', timeRanges: [{ startTime: '09:00', endTime: '12:00' }] },
        { date: '2026-12-07', timeRanges: [{ startTime: '17:00', endTime: '20:00' }] },
      ],
    });
  });

  it('requires a date, not before today', () => {
    expect(draftIssues(draft(), today)).toMatchObject({ date: availabilityErrors.dateRequired, valid: false });
    expect(draftIssues(draft({ date: '2026-11-30' }), today)).toMatchObject({
      date: availabilityErrors.startBeforeToday,
      valid: false,
    });
    expect(draftIssues(draft({ date: today }), today).valid).toBe(true);
  });

  it('allows a range of at most one month', () => {
    expect(draftIssues(draft({ isRange: true, date: '2026-12-05', endDate: '2027-01-05' }), today).valid).toBe(true);
    expect(draftIssues(draft({ isRange: true, date: '2026-12-05', endDate: '2027-01-06' }), today)).toMatchObject({
      endDate: availabilityErrors.rangeTooLong,
      valid: false,
    });
  });

  it('blocks a range without an end date, and a trip without a place', () => {
    expect(draftIssues(draft({ isRange: true, date: '2026-12-05' }), today).valid).toBe(false);
    const trip = setEndDate(setStartDate(setTraveling(draft(), true), '2026-12-05'), '2026-12-09');
    expect(draftIssues(trip, today)).toMatchObject({ location: availabilityErrors.locationRequired, valid: false });
    expect(draftIssues({ ...trip, location: austin }, today).valid).toBe(true);
  });

  it('blocks adding while any day lacks a range or a range is invalid', () => {
    const range = draft({ isRange: true, date: '2026-12-05', endDate: '2026-12-06', perDay: true });
    expect(draftIssues(setDayRanges(range, '2026-12-06', []), today)).toMatchObject({
      hours: availabilityErrors.dayWithoutRange,
      valid: false,
    });
    expect(draftIssues(draft({ date: today, timeRanges: [] }), today).valid).toBe(false);
    expect(draftIssues(draft({ date: today, timeRanges: [{ startTime: '20:00', endTime: '19:00' }] }), today)).toMatchObject({
      ranges: [{ endTime: availabilityErrors.endTimeBeforeStartTime }],
      valid: false,
    });
  });

  it('turns a searched city into a travel location', () => {
    expect(austin).toEqual({
      city: 'Austin',
      state: 'TX',
      country: 'US',
      lat: 30.27,
      lng: -97.74,
      formattedAddress: 'Austin, TX, USA',
    });
  });
});

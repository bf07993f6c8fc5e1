import { describe, expect, it } from 'vitest';
import { emptyWeek, weekdays } from '@shared/schemas/availability';
import { addRange, completeWeek, copyToAllDays, dayLabel, removeRange, setDayAvailable } from './weekly';

const evening = { startTime: '17:00', endTime: '20:00' };

describe('weekly schedule rules', () => {
  it('turns a day with no ranges on with 17:00-20:00', () => {
    expect(setDayAvailable({ isAvailable: false, timeRanges: [] }, true)).toEqual({ isAvailable: true, timeRanges: [evening] });
  });

  it('keeps the ranges a day already has when it is turned on', () => {
    const day = { isAvailable: false, timeRanges: [{ startTime: '09:00', endTime: '10:00' }] };
    expect(setDayAvailable(day, true)).toEqual({ isAvailable: true, timeRanges: day.timeRanges });
  });

  it('clears the ranges of a day turned off', () => {
    expect(setDayAvailable({ isAvailable: true, timeRanges: [evening] }, false)).toEqual({ isAvailable: false, timeRanges: [] });
  });

  it('makes a day unavailable when its last range is removed', () => {
    expect(removeRange({ isAvailable: true, timeRanges: [evening] }, 0)).toEqual({ isAvailable: false, timeRanges: [] });
    expect(removeRange({ isAvailable: true, timeRanges: [evening, { startTime: '21:00', endTime: '22:00' }] }, 0)).toEqual({
      isAvailable: true,
      timeRanges: [{ startTime: '21:00', endTime: '22:00' }],
    });
  });

  it('adds the next range after the latest one, so it does not overlap', () => {
    expect(addRange({ isAvailable: true, timeRanges: [evening] }).timeRanges[1]).toEqual({
      startTime: '20:00',
      endTime: '21:00',
    });
  });

  it('copies one day to every other day, as copies', () => {
    const week = { ...emptyWeek(), tuesday: { isAvailable: true, timeRanges: [{ startTime: '18:00', endTime: '21:00' }] } };
    const copied = copyToAllDays(week, 'tuesday');
    for (const day of weekdays) expect(copied[day]).toEqual(week.tuesday);
    expect(copied.monday.timeRanges).not.toBe(week.tuesday.timeRanges);
  });

  it('drops ranges missing a start or end on save, and a day left with none is unavailable', () => {
    const week = {
      ...emptyWeek(),
      monday: { isAvailable: true, timeRanges: [evening, { startTime: '21:00', endTime: '' }] },
      tuesday: { isAvailable: true, timeRanges: [{ startTime: '', endTime: '10:00' }] },
      wednesday: { isAvailable: false, timeRanges: [evening] },
    };
    const saved = completeWeek(week);
    expect(saved.monday).toEqual({ isAvailable: true, timeRanges: [evening] });
    expect(saved.tuesday).toEqual({ isAvailable: false, timeRanges: [] });
    expect(saved.wednesday).toEqual({ isAvailable: false, timeRanges: [] });
  });

  it('labels lowercase weekday keys with capitals', () => {
    expect(weekdays.map(dayLabel)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });
});

import { describe, expect, it } from 'vitest';
import { availabilityErrors } from '@shared/schemas/availability';
import { messages } from '@shared/constants/messages';
import { nextRange, rangeIssues } from './ranges';

describe('time range rules per input', () => {
  it('puts the overlap message on each overlapping range', () => {
    const issues = rangeIssues(
      [
        { startTime: '17:00', endTime: '20:00' },
        { startTime: '19:00', endTime: '21:00' },
        { startTime: '21:00', endTime: '22:00' },
      ],
      { requireComplete: false },
    );
    expect(issues[0]?.startTime).toBe(messages.overlappingTimes);
    expect(issues[1]?.startTime).toBe('Overlapping times with another range.');
    // Touching ends do not overlap.
    expect(issues[2]).toBeUndefined();
  });

  it('says the end must be later than the start, at the end input', () => {
    expect(rangeIssues([{ startTime: '20:00', endTime: '18:00' }], { requireComplete: false })[0]).toEqual({
      endTime: availabilityErrors.endTimeBeforeStartTime,
    });
  });

  it('flags an incomplete weekly range instead of failing it, and requires both times in the dialog', () => {
    expect(rangeIssues([{ startTime: '17:00', endTime: '' }], { requireComplete: false })[0]).toEqual({ incomplete: true });
    expect(rangeIssues([{ startTime: '', endTime: '' }], { requireComplete: true })[0]).toEqual({
      startTime: availabilityErrors.startRequired,
      endTime: availabilityErrors.endRequired,
    });
  });

  it('does not compare an inverted range for overlaps', () => {
    const issues = rangeIssues(
      [
        { startTime: '17:00', endTime: '20:00' },
        { startTime: '19:00', endTime: '18:00' },
      ],
      { requireComplete: false },
    );
    expect(issues[0]).toBeUndefined();
    expect(issues[1]).toEqual({ endTime: availabilityErrors.endTimeBeforeStartTime });
  });

  it('starts a new day at 17:00-20:00 and leaves a full day for the person to fill', () => {
    expect(nextRange([])).toEqual({ startTime: '17:00', endTime: '20:00' });
    expect(nextRange([{ startTime: '22:00', endTime: '23:30' }])).toEqual({ startTime: '23:30', endTime: '23:59' });
    expect(nextRange([{ startTime: '22:00', endTime: '23:59' }])).toEqual({ startTime: '', endTime: '' });
  });
});

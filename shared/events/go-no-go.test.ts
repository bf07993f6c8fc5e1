import { describe, expect, it } from 'vitest';
import { expandOccurrences } from './recurrence';
import { goNoGoTimes, nextGoNoGoStep } from './go-no-go';

const HOUR = 3_600_000;
const rules = { hasMinimumNeeded: true, minimumNeeded: 4, hoursToCancelBefore: 24, rescueHours: 6 };

describe('goNoGoTimes', () => {
  it('calls the game hoursToCancelBefore before the start and opens the rescue that many hours earlier', () => {
    const t = goNoGoTimes('2026-12-05T01:00:00.000Z', rules);
    expect(new Date(t.decideAtMs).toISOString()).toBe('2026-12-04T01:00:00.000Z');
    expect(new Date(t.rescueAtMs!).toISOString()).toBe('2026-12-03T19:00:00.000Z');
  });

  it('has no rescue without a window, and calls a game with no cut-off at its start', () => {
    const t = goNoGoTimes('2026-12-05T01:00:00.000Z', { ...rules, hoursToCancelBefore: 0, rescueHours: 0 });
    expect(t).toEqual({ decideAtMs: Date.parse('2026-12-05T01:00:00.000Z'), rescueAtMs: null });
  });

  it('counts elapsed hours across a DST change: a 6 pm Denver game the Sunday DST ends is called at 7 pm local the day before', () => {
    // Sunday 1 Nov 2026, 18:00 MST (UTC-7) = 01:00Z on 2 Nov; 24 h earlier is 01:00Z on 1 Nov = 19:00 MDT (UTC-6).
    const [occurrence] = expandOccurrences({ dateStart: '2026-11-02T01:00:00.000Z', timeZone: 'America/Denver' });
    const t = goNoGoTimes(occurrence!, rules);
    expect(new Date(t.decideAtMs).toISOString()).toBe('2026-11-01T01:00:00.000Z');
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', hour: 'numeric', hour12: false }).format(t.decideAtMs)).toBe('19');
  });
});

describe('nextGoNoGoStep', () => {
  const weekly = expandOccurrences({
    dateStart: '2026-12-01T01:00:00.000Z',
    timeZone: 'America/Denver',
    reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate: '2026-12-31' },
  });

  it('schedules the first occurrence’s rescue while its window is ahead, then its decision', () => {
    const before = Date.parse('2026-11-25T00:00:00.000Z');
    expect(nextGoNoGoStep(weekly, rules, before)).toEqual({ occurrence: weekly[0], step: 'rescue', atMs: Date.parse(weekly[0]!) - 30 * HOUR });
    const inWindow = Date.parse(weekly[0]!) - 27 * HOUR;
    expect(nextGoNoGoStep(weekly, rules, inWindow)).toEqual({ occurrence: weekly[0], step: 'decide', atMs: Date.parse(weekly[0]!) - 24 * HOUR });
  });

  it('moves a series on to the next occurrence once one is decided or its cut-off passed', () => {
    const atCutoff = Date.parse(weekly[0]!) - 24 * HOUR;
    expect(nextGoNoGoStep(weekly, rules, atCutoff, new Set([weekly[0]!]))?.occurrence).toBe(weekly[1]);
    expect(nextGoNoGoStep(weekly, rules, atCutoff + 1)?.occurrence).toBe(weekly[1]);
    // The next one's rescue window (30 h before it) is still days away.
    expect(nextGoNoGoStep(weekly, rules, atCutoff + 1)?.step).toBe('rescue');
  });

  it('keeps the local start time of every weekly occurrence across DST, so each cut-off is 24 h before 6 pm local', () => {
    const series = expandOccurrences({
      dateStart: '2026-10-25T00:00:00.000Z',
      timeZone: 'America/Denver',
      reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate: '2026-11-10' },
    });
    // 18:00 MDT (00:00Z) before the change, 18:00 MST (01:00Z) after it.
    expect(series).toEqual(['2026-10-25T00:00:00.000Z', '2026-11-01T00:00:00.000Z', '2026-11-08T01:00:00.000Z']);
    const plan = nextGoNoGoStep(series, { ...rules, rescueHours: 0 }, Date.parse('2026-11-01T12:00:00.000Z'));
    expect(plan).toEqual({ occurrence: '2026-11-08T01:00:00.000Z', step: 'decide', atMs: Date.parse('2026-11-07T01:00:00.000Z') });
  });

  it('schedules nothing without a minimum, or when every cut-off has passed', () => {
    expect(nextGoNoGoStep(weekly, { ...rules, hasMinimumNeeded: false }, 0)).toBeNull();
    expect(nextGoNoGoStep(weekly, rules, Date.parse('2027-01-01T00:00:00.000Z'))).toBeNull();
  });
});

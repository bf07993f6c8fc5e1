import { describe, expect, it } from 'vitest';
import { tournamentLaunchNote } from './tournament-launch';

/** Noon on a calendar day, so no time zone moves it to the next or previous day. */
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

describe('the tournaments page note (spec §9: Q2 2025, price 0, pre-order from 2025-06-01)', () => {
  it('before the quarter, says it is coming then and when pre-orders open', () => {
    const note = tournamentLaunchNote(on(2025, 3, 15));
    expect(note).toContain('Coming in the second quarter of 2025');
    expect(note).toContain('at a price of $0');
    expect(note).toContain('Pre-orders open on 1 June 2025.');
  });

  it('in the quarter, says this quarter; from 1 June, that pre-orders have been open since then', () => {
    expect(tournamentLaunchNote(on(2025, 5, 31))).toContain('Coming this quarter (the second quarter of 2025)');
    expect(tournamentLaunchNote(on(2025, 5, 31))).toContain('Pre-orders open on 1 June 2025.');
    expect(tournamentLaunchNote(on(2025, 6, 1))).toContain('Pre-orders have been open since 1 June 2025.');
    expect(tournamentLaunchNote(on(2025, 6, 30))).toContain('Coming this quarter');
  });

  it('after the quarter (as today, 26 November 2026), speaks of the dates in the past and promises nothing', () => {
    for (const day of [on(2025, 7, 1), on(2026, 11, 26)]) {
      const note = tournamentLaunchNote(day);
      expect(note).toContain('was announced for the second quarter of 2025 at a price of $0, with pre-orders from 1 June 2025');
      expect(note).toContain('It has not launched');
      expect(note).not.toMatch(/coming|open on|have been open/i);
    }
  });
});

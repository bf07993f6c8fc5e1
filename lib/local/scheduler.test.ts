import { describe, expect, it } from 'vitest';
import { msUntil, msUntilEvery } from './scheduler';

describe('msUntil', () => {
  it('waits until later today when the time has not passed', () => {
    expect(msUntil(14, 0, new Date('2026-11-22T13:00:00Z'))).toBe(60 * 60 * 1000);
  });
  it('waits until tomorrow when the time has passed', () => {
    expect(msUntil(9, 0, new Date('2026-11-22T10:00:00Z'))).toBe(23 * 60 * 60 * 1000);
  });
});

describe('msUntilEvery', () => {
  it('waits until the next quarter hour on the clock', () => {
    expect(msUntilEvery(15, new Date('2026-11-27T04:07:30Z'))).toBe(7.5 * 60_000);
    expect(msUntilEvery(15, new Date('2026-11-27T04:45:00Z'))).toBe(15 * 60_000);
  });
});

import { describe, expect, it } from 'vitest';
import { msUntil } from './scheduler';

describe('msUntil', () => {
  it('waits until later today when the time has not passed', () => {
    expect(msUntil(14, 0, new Date('2026-11-22T13:00:00Z'))).toBe(60 * 60 * 1000);
  });
  it('waits until tomorrow when the time has passed', () => {
    expect(msUntil(9, 0, new Date('2026-11-22T10:00:00Z'))).toBe(23 * 60 * 60 * 1000);
  });
});

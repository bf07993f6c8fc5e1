import { describe, expect, it } from 'vitest';
import { floorForNow, refusedBy } from './session-gate';

describe('session gate rule', () => {
  it('honours every token of a person with no floor', () => {
    expect(refusedBy(null, 0)).toBe(false);
  });

  it('refuses tokens issued before the floor and honours later ones', () => {
    const floor = { revokedBefore: 1_000 };
    expect(refusedBy(floor, 999)).toBe(true);
    expect(refusedBy(floor, 1_000)).toBe(false);
  });

  it('refuses every token of a deleted or disabled account, however new', () => {
    expect(refusedBy({ revokedBefore: 1_000, closed: 'deleted' }, 5_000)).toBe(true);
    expect(refusedBy({ revokedBefore: 1_000, closed: 'disabled' }, 5_000)).toBe(true);
  });

  it('puts the floor past the current second, so a token issued in the same second is refused', () => {
    const now = 1_700_000_000_250;
    expect(refusedBy({ revokedBefore: floorForNow(now) }, Math.floor(now / 1000))).toBe(true);
    expect(refusedBy({ revokedBefore: floorForNow(now) }, Math.floor(now / 1000) + 1)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ageOn, isMinor } from './age';

describe('ageOn', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('counts full years, birthday included', () => {
    expect(ageOn('2008-11-25', now)).toBe(18);
    expect(ageOn('2008-11-26', now)).toBe(17);
  });
  it('is null without a readable date', () => {
    expect(ageOn('not a date', now)).toBeNull();
    expect(ageOn('2008-13-01', now)).toBeNull();
    expect(ageOn(undefined, now)).toBeNull();
  });
});

describe('isMinor', () => {
  const on = new Date('2026-11-25T12:00:00Z');
  it('is true until the 18th birthday and false from that day', () => {
    expect(isMinor('2008-11-26', on)).toBe(true);
    expect(isMinor('2008-11-25', on)).toBe(false);
    expect(isMinor('1990-01-01', on)).toBe(false);
    expect(isMinor('2011-05-01', on)).toBe(true);
  });
  it('treats a person without a birthdate as an adult', () => {
    expect(isMinor(null, on)).toBe(false);
    expect(isMinor(undefined, on)).toBe(false);
    expect(isMinor('', on)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { flagAudiences, flagsForAudience } from './betas';

const off = { subscriptionsEnabled: false, badges: false };

describe('a flag with a beta audience', () => {
  it('is on for a person in its beta while it is off for everyone', () => {
    expect(flagAudiences.badges).toBe('badges-preview');
    expect(flagsForAudience(off, ['badges-preview'])).toEqual({ subscriptionsEnabled: false, badges: true });
  });

  it('stays off for people outside the beta, for visitors, and for a flag with no audience', () => {
    expect(flagsForAudience(off, [])).toEqual(off);
    expect(flagsForAudience(off, undefined)).toEqual(off);
    expect(flagsForAudience(off, ['some-other-beta'])).toEqual(off);
  });

  it('is on for everyone once the flag itself is on', () => {
    expect(flagsForAudience({ subscriptionsEnabled: true, badges: true }, [])).toEqual({ subscriptionsEnabled: true, badges: true });
  });
});

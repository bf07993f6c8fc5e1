import { describe, expect, it } from 'vitest';
import { badgeSeenBy } from './person';

describe('the Member Plus badge as others see it', () => {
  const member = (publicBadges: unknown) => ({ uid: 'u1', userSubscription: 'Member Plus', privacySettings: { publicBadges } });

  it('always shows to the owner, and to others only with the badges flag and "Show my badges" on', () => {
    expect(badgeSeenBy(member(false), 'u1', false)).toEqual({ memberPlus: true });
    expect(badgeSeenBy(member(true), 'u2', true)).toEqual({ memberPlus: true });
    expect(badgeSeenBy(member(true), 'u2', false)).toEqual({});
    expect(badgeSeenBy(member(false), 'u2', true)).toEqual({});
    // An absent toggle reads off, as on the privacy screen.
    expect(badgeSeenBy({ uid: 'u1', userSubscription: 'Member Plus', privacySettings: undefined }, 'u2', true)).toEqual({});
  });

  it('never shows without Member Plus', () => {
    expect(badgeSeenBy({ uid: 'u1', userSubscription: 'Free', privacySettings: { publicBadges: true } }, 'u1', true)).toEqual({});
    expect(badgeSeenBy({ uid: 'u1', userSubscription: undefined, privacySettings: { publicBadges: true } }, 'u2', true)).toEqual({});
  });
});

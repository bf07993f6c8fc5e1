import { describe, expect, it } from 'vitest';
import { gamesAttendedPublic, gamesAttendedVisible, isOnBlocklist, privacySettingsOf, selectBlocks, toPrivacySettings } from './rules';

const riley = { userId: 'u-riley', displayName: 'Riley' };
const sam = { userId: 'u-sam', displayName: 'Sam' };

describe('isOnBlocklist', () => {
  it('finds a person blocked by id', () => {
    expect(isOnBlocklist({ userId: 'u-riley' }, [riley])).toBe(true);
  });
  it('does not match someone else', () => {
    expect(isOnBlocklist(sam, [riley])).toBe(false);
  });
});

describe('selectBlocks', () => {
  it('refuses to block oneself', () => {
    expect(selectBlocks('u-sam', [], [sam])).toEqual({ kind: 'self' });
  });
  it("answers 'already blocked' when every chosen person already is", () => {
    expect(selectBlocks('me', [riley, sam], [riley, sam])).toEqual({ kind: 'allBlocked' });
  });
  it('adds only the people not blocked yet, once each', () => {
    expect(selectBlocks('me', [riley], [riley, sam, sam])).toEqual({ kind: 'ok', toAdd: [sam] });
  });
});

describe('privacy settings projection', () => {
  it('projects the block items into the stored toggles', () => {
    const stored = { messagesFromAnyone: true, publicBadges: false, publicOnlineStatus: true, publicUpcomingGames: true, blocklist: [] };
    expect(privacySettingsOf(stored, [riley])).toEqual({
      blocklist: [{ userId: 'u-riley', email: '', displayName: 'Riley' }],
      messagesFromAnyone: true,
      publicBadges: false,
      publicOnlineStatus: true,
      publicUpcomingGames: true,
      publicGamesAttended: true,
    });
  });
  it('reads an absent toggle as false, as the privacy screen does', () => {
    expect(privacySettingsOf({ messagesFromAnyone: true }, [])).toMatchObject({ messagesFromAnyone: true, publicBadges: false });
  });
  it('is null on the profile while nothing is stored and nobody is blocked', () => {
    expect(toPrivacySettings(undefined, [])).toBeNull();
    expect(toPrivacySettings(undefined, [sam])?.blocklist).toEqual([{ userId: 'u-sam', email: '', displayName: 'Sam' }]);
  });
});

describe('games attended privacy (publicGamesAttended)', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('defaults to on for an adult (or no birthdate) and off for a minor until the person chooses', () => {
    expect(gamesAttendedPublic({}, '1990-01-01', now)).toBe(true);
    expect(gamesAttendedPublic(undefined, null, now)).toBe(true);
    expect(gamesAttendedPublic({}, '2011-05-01', now)).toBe(false);
    expect(gamesAttendedPublic({ publicGamesAttended: true }, '2011-05-01', now)).toBe(true);
    expect(gamesAttendedPublic({ publicGamesAttended: false }, '1990-01-01', now)).toBe(false);
  });
  it('follows the age at the time of asking: the default turns on at 18', () => {
    expect(gamesAttendedPublic({}, '2008-11-28', now)).toBe(false);
    expect(gamesAttendedPublic({}, '2008-11-27', now)).toBe(true);
  });
  it('always shows a person their own', () => {
    expect(gamesAttendedVisible('u1', { uid: 'u1', birthdate: '2011-05-01', privacySettings: { publicGamesAttended: false } }, now)).toBe(true);
    expect(gamesAttendedVisible('u2', { uid: 'u1', birthdate: '2011-05-01', privacySettings: {} }, now)).toBe(false);
  });
  it('shows the flag on the privacy settings, from the age when it is absent', () => {
    expect(privacySettingsOf({}, [], '2011-05-01').publicGamesAttended).toBe(false);
    expect(privacySettingsOf({}, []).publicGamesAttended).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { isOnBlocklist, privacySettingsOf, selectBlocks, toPrivacySettings } from './rules';

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

import { describe, expect, it } from 'vitest';
import { canBlock, canDeleteAccount, isBlocked, togglesOf, toggleSelection } from './privacy-rules';

const blocklist = [{ userId: 'u1', email: '' as const, displayName: 'One' }];

describe('block dialog selection', () => {
  it('treats a user as already blocked by id', () => {
    expect(isBlocked({ uid: 'u1' }, blocklist)).toBe(true);
    expect(isBlocked({ uid: 'u2' }, blocklist)).toBe(false);
  });

  it('never selects an already-blocked user, and toggles the others', () => {
    let selected = toggleSelection(new Set(), { uid: 'u1' }, blocklist);
    expect([...selected]).toEqual([]);
    selected = toggleSelection(selected, { uid: 'u2' }, blocklist);
    expect([...selected]).toEqual(['u2']);
    selected = toggleSelection(selected, { uid: 'u2' }, blocklist);
    expect([...selected]).toEqual([]);
  });

  it('needs at least one selection to block', () => {
    expect(canBlock(new Set(), false)).toBe(false);
    expect(canBlock(new Set(['u2']), false)).toBe(true);
    expect(canBlock(new Set(['u2']), true)).toBe(false);
  });
});

describe('delete account confirmation', () => {
  it('needs DELETE typed exactly and no team', () => {
    expect(canDeleteAccount('DELETE', [], false)).toBe(true);
    expect(canDeleteAccount('delete', [], false)).toBe(false);
    expect(canDeleteAccount('DELETE ', [], false)).toBe(false);
    expect(canDeleteAccount('DELETE', [{ teamId: 't1' }], false)).toBe(false);
    expect(canDeleteAccount('DELETE', undefined, false)).toBe(false);
    expect(canDeleteAccount('DELETE', [], true)).toBe(false);
  });
});

describe('privacy toggles', () => {
  it('fall back to false when absent', () => {
    expect(togglesOf(null)).toEqual({ messagesFromAnyone: false, publicBadges: false, publicOnlineStatus: false, publicUpcomingGames: false, publicGamesAttended: false });
    expect(togglesOf({ messagesFromAnyone: true })).toMatchObject({ messagesFromAnyone: true, publicOnlineStatus: false });
  });
});

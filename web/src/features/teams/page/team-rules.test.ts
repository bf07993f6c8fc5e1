import { describe, expect, it } from 'vitest';
import { groupSeasons, joinState, memberActions, seasonOpen } from './team-rules';

describe('joinState', () => {
  it('asks a visitor to sign in', () => {
    expect(joinState(false, undefined, 'open')).toEqual({ kind: 'signed-out' });
  });

  it('waits while the session or the role is being checked', () => {
    expect(joinState(undefined, undefined, 'open')).toEqual({ kind: 'checking' });
    expect(joinState(true, undefined, 'open')).toEqual({ kind: 'checking' });
  });

  it('offers Join on an open team and Request to join on an approval team', () => {
    expect(joinState(true, null, 'open')).toEqual({ kind: 'can-join', label: 'Join' });
    expect(joinState(true, null, 'approval')).toEqual({ kind: 'can-join', label: 'Request to join' });
  });

  it('shows a pending request, and a member of any role', () => {
    expect(joinState(true, 'pending', 'approval')).toEqual({ kind: 'pending' });
    for (const role of ['owner', 'admin', 'member'] as const)
      expect(joinState(true, role, 'open')).toEqual({ kind: 'member', role });
  });
});

describe('memberActions', () => {
  const owner = { userId: 'o2', role: 'owner' as const };
  const admin = { userId: 'a2', role: 'admin' as const };
  const member = { userId: 'm2', role: 'member' as const };

  it('lets an owner set any role and remove anyone but themselves', () => {
    const viewer = { uid: 'o1', role: 'owner' as const };
    for (const target of [owner, admin, member]) {
      expect(memberActions(viewer, target)).toEqual({ roleOptions: ['owner', 'admin', 'member'], canRemove: true });
    }
    expect(memberActions(viewer, { userId: 'o1', role: 'owner' })).toEqual({
      roleOptions: ['owner', 'admin', 'member'],
      canRemove: false,
    });
  });

  it('keeps admins away from owners and from their own role', () => {
    const viewer = { uid: 'a1', role: 'admin' as const };
    expect(memberActions(viewer, owner)).toEqual({ roleOptions: null, canRemove: false });
    expect(memberActions(viewer, { userId: 'a1', role: 'admin' })).toEqual({ roleOptions: null, canRemove: false });
  });

  it('lets an admin set member or admin, and remove members only', () => {
    const viewer = { uid: 'a1', role: 'admin' as const };
    expect(memberActions(viewer, admin)).toEqual({ roleOptions: ['admin', 'member'], canRemove: false });
    expect(memberActions(viewer, member)).toEqual({ roleOptions: ['admin', 'member'], canRemove: true });
  });

  it('gives members, pending requesters and visitors no actions', () => {
    for (const role of ['member', 'pending', null, undefined] as const) {
      expect(memberActions({ uid: 'x', role }, member)).toEqual({ roleOptions: null, canRemove: false });
    }
  });
});

describe('seasons', () => {
  it('is open for registration through its last day', () => {
    expect(seasonOpen({ endDate: '2026-03-01' }, '2026-03-01')).toBe(true);
    expect(seasonOpen({ endDate: '2026-02-28' }, '2026-03-01')).toBe(false);
  });

  it('groups seasons by season group, ungrouped last', () => {
    const s = (id: string, group: string | null) => ({ id, group });
    expect(
      groupSeasons([s('a', null), s('b', 'Adult league'), s('c', 'Youth'), s('d', 'Adult league')], ['Adult league', 'Youth']),
    ).toEqual([
      { group: 'Adult league', seasons: [s('b', 'Adult league'), s('d', 'Adult league')] },
      { group: 'Youth', seasons: [s('c', 'Youth')] },
      { group: null, seasons: [s('a', null)] },
    ]);
  });
});

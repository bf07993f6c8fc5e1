import { describe, expect, it } from 'vitest';
import { isManager, mayLeave, pageOf, removalRefusal, roleChangeRefusal, rosterAccess, sendsMotivation } from './team-rules';

describe('team permission rules', () => {
  it('only owners and admins manage', () => {
    expect([isManager('owner'), isManager('admin'), isManager('member'), isManager(null)]).toEqual([true, true, false, false]);
  });

  it('a member or stranger cannot change roles, not even their own', () => {
    const base = { actorId: 'm', targetId: 'm', from: 'member', to: 'admin', owners: 1 } as const;
    expect(roleChangeRefusal({ ...base, actorRole: 'member' })).toBe('not-manager');
    expect(roleChangeRefusal({ ...base, actorRole: null })).toBe('not-manager');
  });

  it('a manager cannot change their own role', () => {
    expect(roleChangeRefusal({ actorId: 'a', actorRole: 'admin', targetId: 'a', from: 'admin', to: 'owner', owners: 1 })).toBe('self');
  });

  it('only an owner makes or unmakes owners', () => {
    const admin = { actorId: 'a', actorRole: 'admin', targetId: 't', owners: 2 } as const;
    expect(roleChangeRefusal({ ...admin, from: 'member', to: 'owner' })).toBe('not-owner');
    expect(roleChangeRefusal({ ...admin, from: 'owner', to: 'member' })).toBe('not-owner');
    expect(roleChangeRefusal({ ...admin, from: 'member', to: 'admin' })).toBeNull();
    expect(roleChangeRefusal({ ...admin, actorRole: 'owner', from: 'member', to: 'owner' })).toBeNull();
  });

  it('the last owner cannot be demoted', () => {
    const o = { actorId: 'o', actorRole: 'owner', targetId: 'o2', from: 'owner', to: 'admin' } as const;
    expect(roleChangeRefusal({ ...o, owners: 1 })).toBe('last-owner');
    expect(roleChangeRefusal({ ...o, owners: 2 })).toBeNull();
  });

  it('removal: managers only, never oneself, owners only by owners', () => {
    expect(removalRefusal({ actorId: 'm', actorRole: 'member', targetId: 'x', targetRole: 'member' })).toBe('not-manager');
    expect(removalRefusal({ actorId: 'a', actorRole: 'admin', targetId: 'a', targetRole: 'admin' })).toBe('self');
    expect(removalRefusal({ actorId: 'a', actorRole: 'admin', targetId: 'o', targetRole: 'owner' })).toBe('not-owner');
    expect(removalRefusal({ actorId: 'a', actorRole: 'admin', targetId: 'm', targetRole: 'member' })).toBeNull();
    expect(removalRefusal({ actorId: 'o', actorRole: 'owner', targetId: 'o2', targetRole: 'owner' })).toBeNull();
  });

  it('the last owner cannot leave; members and co-owners can', () => {
    expect(mayLeave('owner', 1)).toBe(false);
    expect(mayLeave('owner', 2)).toBe(true);
    expect(mayLeave('member', 1)).toBe(true);
  });

  it('the motivation mail goes for page indexes 2 to 6 only', () => {
    expect([0, 1, 2, 3, 6, 7].map(sendsMotivation)).toEqual([false, false, true, true, true, false]);
  });

  it('pages a list', () => {
    const all = [1, 2, 3, 4, 5];
    expect(pageOf(all, 1, 2)).toEqual({ items: [1, 2], total: 5, page: 1, hasMore: true });
    expect(pageOf(all, 3, 2)).toEqual({ items: [5], total: 5, page: 3, hasMore: false });
    expect(pageOf(all, 4, 2)).toEqual({ items: [], total: 5, page: 4, hasMore: false });
  });
});

describe('rosterAccess', () => {
  it('gives members, admins and owners the whole roster, public or not', () => {
    for (const role of ['owner', 'admin', 'member'] as const) {
      expect(rosterAccess({ signedIn: true, role, publicRoster: false })).toBe('full');
      expect(rosterAccess({ signedIn: true, role, publicRoster: true })).toBe('full');
    }
  });
  it('keeps a private roster from outsiders: sign in first, then members only', () => {
    expect(rosterAccess({ signedIn: false, role: null, publicRoster: false })).toBe('sign-in');
    expect(rosterAccess({ signedIn: true, role: null, publicRoster: false })).toBe('members-only');
  });
  it('shows a public roster to outsiders as outsiders (its minors filtered)', () => {
    expect(rosterAccess({ signedIn: false, role: null, publicRoster: true })).toBe('outsider');
    expect(rosterAccess({ signedIn: true, role: null, publicRoster: true })).toBe('outsider');
  });
});

import { describe, expect, it } from 'vitest';
import { isAdmin } from '../lib/caller';
import { groupsOf } from './http';

describe('groupsOf', () => {
  it('reads the cognito:groups claim as API Gateway and the local server pass it', () => {
    expect(groupsOf('[admins]')).toEqual(['admins']);
    expect(groupsOf('[admins editors]')).toEqual(['admins', 'editors']);
    expect(groupsOf('["admins","editors"]')).toEqual(['admins', 'editors']);
    expect(groupsOf(['admins'])).toEqual(['admins']);
    expect(groupsOf(undefined)).toEqual([]);
    expect(groupsOf('')).toEqual([]);
  });

  it('makes an admin only of a member of the admins group', () => {
    expect(isAdmin({ uid: 'u', email: '', emailVerified: true, groups: ['admins'] })).toBe(true);
    expect(isAdmin({ uid: 'u', email: '', emailVerified: true, groups: ['administrators'] })).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

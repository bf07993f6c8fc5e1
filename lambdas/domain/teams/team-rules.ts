import type { TeamRole } from '@shared/schemas/team';

/** Pure permission rules for team writes, unit-tested beside this file. */
export type Standing = TeamRole | null;

export const isManager = (role: Standing): boolean => role === 'owner' || role === 'admin';

/**
 * Why `actor` (with `actorRole`) may not change `target`'s role from `from` to `to`, or null when
 * allowed. `owners` is the team's number of owners before the change.
 */
export function roleChangeRefusal(a: {
  actorId: string;
  actorRole: Standing;
  targetId: string;
  from: TeamRole;
  to: TeamRole;
  owners: number;
}): 'self' | 'not-manager' | 'not-owner' | 'last-owner' | null {
  if (!isManager(a.actorRole)) return 'not-manager';
  if (a.actorId === a.targetId) return 'self';
  if ((a.from === 'owner' || a.to === 'owner') && a.actorRole !== 'owner') return 'not-owner';
  if (a.from === 'owner' && a.to !== 'owner' && a.owners <= 1) return 'last-owner';
  return null;
}

/** Why `actor` may not remove `target` (role `targetRole`), or null when allowed. */
export function removalRefusal(a: {
  actorId: string;
  actorRole: Standing;
  targetId: string;
  targetRole: TeamRole;
}): 'self' | 'not-manager' | 'not-owner' | null {
  if (!isManager(a.actorRole)) return 'not-manager';
  if (a.actorId === a.targetId) return 'self';
  if (a.targetRole === 'owner' && a.actorRole !== 'owner') return 'not-owner';
  return null;
}

/** The last owner cannot leave without handing over. */
export const mayLeave = (role: TeamRole, owners: number): boolean => role !== 'owner' || owners > 1;

/** §7 Mailer: leaving team creation with the page index between 2 and 6 sends the motivation mail. */
export const sendsMotivation = (pageIndex: number): boolean => pageIndex >= 2 && pageIndex <= 6;

/** One page of an in-memory list. */
export function pageOf<T>(all: readonly T[], page: number, limit: number) {
  const start = (page - 1) * limit;
  return { items: all.slice(start, start + limit), total: all.length, page, hasMore: start + limit < all.length };
}

/**
 * Who may read a team's roster: its members (owners and admins are members too) always; anyone
 * else only when the team made its roster public, and then without its minors (privacy/minors.ts).
 * 'sign-in' for a signed-out caller of a private roster, 'members-only' for a signed-in outsider.
 */
export function rosterAccess(a: { signedIn: boolean; role: Standing; publicRoster: boolean }): 'full' | 'outsider' | 'sign-in' | 'members-only' {
  if (a.role) return 'full';
  if (a.publicRoster) return 'outsider';
  return a.signedIn ? 'members-only' : 'sign-in';
}

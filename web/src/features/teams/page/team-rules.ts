import type { OutputOf } from '@shared/api/routes';
import { managerRoles, teamRoles, type TeamRole } from '@shared/schemas/team';

export type Team = OutputOf<'getTeam'>;

/** The caller's standing on a team as getMyTeamRole answers it. */
export type MyTeamRole = TeamRole | 'pending' | null;

export type JoinState =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'can-join'; label: 'Join' | 'Request to join' }
  | { kind: 'pending' }
  | { kind: 'member'; role: TeamRole };

/**
 * What the join button shows. `signedIn` is undefined while the session is checked; `role` is
 * undefined while getMyTeamRole loads.
 */
export function joinState(
  signedIn: boolean | undefined,
  role: MyTeamRole | undefined,
  joinPolicy: 'open' | 'approval',
): JoinState {
  if (signedIn === false) return { kind: 'signed-out' };
  if (signedIn === undefined || role === undefined) return { kind: 'checking' };
  // Which button, not its text: the join button shows each in the reader's language.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (role === null) return { kind: 'can-join', label: joinPolicy === 'approval' ? 'Request to join' : 'Join' };
  if (role === 'pending') return { kind: 'pending' };
  return { kind: 'member', role };
}

export const isManager = (role: MyTeamRole | undefined): role is TeamRole =>
  role !== undefined && role !== null && role !== 'pending' && managerRoles.includes(role);

export const isMember = (role: MyTeamRole | undefined): role is TeamRole =>
  role !== undefined && role !== null && role !== 'pending';

export interface MemberActions {
  /** The roles the viewer may pick for this person; null hides the role select. */
  roleOptions: readonly TeamRole[] | null;
  canRemove: boolean;
}

const none: MemberActions = { roleOptions: null, canRemove: false };

/**
 * The manage actions the rules allow on one member row (the server checks again): owners change
 * anyone's role and remove anyone (the server keeps the last owner); admins never touch owners,
 * set member/admin only and remove members only; nobody changes their own role except an owner,
 * and nobody removes themselves here (that is Leave).
 */
export function memberActions(
  viewer: { uid: string; role: MyTeamRole | undefined },
  target: { userId: string; role: TeamRole },
): MemberActions {
  if (!isManager(viewer.role)) return none;
  const self = viewer.uid === target.userId;
  if (viewer.role === 'owner') return { roleOptions: teamRoles, canRemove: !self };
  if (self || target.role === 'owner') return none;
  return { roleOptions: ['admin', 'member'], canRemove: target.role === 'member' };
}

/** Seasons still open for registration: not ended before today (dates are YYYY-MM-DD). */
export function seasonOpen(season: { endDate: string }, today: string = localDate(new Date())): boolean {
  return season.endDate >= today;
}

export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Seasons by season group, groups in the order given, seasons without a group last. */
export function groupSeasons<S extends { group: string | null }>(
  seasons: S[],
  groups: string[],
): Array<{ group: string | null; seasons: S[] }> {
  const names = [...groups, ...seasons.map((s) => s.group).filter((g): g is string => g !== null && !groups.includes(g))];
  const unique = [...new Set(names)];
  const grouped: Array<{ group: string | null; seasons: S[] }> = unique
    .map((group) => ({ group, seasons: seasons.filter((s) => s.group === group) }))
    .filter((g) => g.seasons.length > 0);
  const loose = seasons.filter((s) => s.group === null);
  if (loose.length > 0) grouped.push({ group: null, seasons: loose });
  return grouped;
}

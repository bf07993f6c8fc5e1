import type { TeamKind, TeamRole } from '@shared/schemas/team';

// How the teams screens word things; shared by the team page, the lists and Create Team.

export const kindLabel = {
  team: 'Team',
  community: 'Community',
  league: 'League',
  organization: 'Organization',
} as const satisfies Record<TeamKind, string>;

export const roleLabel: Record<TeamRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const errorText = (error: unknown, fallback = 'Something went wrong. Please try again.') =>
  error instanceof Error && error.message ? error.message : fallback;

import type { OutputOf } from '@shared/api/routes';
import type { TeamRole } from '@shared/schemas/team';

type Team = OutputOf<'getTeam'>;
type TeamMember = OutputOf<'listTeamMembers'>['items'][number];

/** A team as the API sends it (getTeam, listTeams, createTeam…): Mile High FC, an open soccer team in Denver. */
export function teamDto(overrides: Partial<Team> = {}): Team {
  return {
    id: 'team-1',
    name: 'Mile High FC',
    kind: 'team',
    gameType: 'Soccer',
    description: 'Co-ed rec soccer team looking for subs.',
    city: 'Denver, CO',
    lat: 39.74,
    lng: -104.95,
    photoURL: 'https://img.example.com/fc.png',
    joinPolicy: 'open',
    external: false,
    externalUrl: null,
    slug: null,
    creatorId: 'owner-1',
    memberCount: 3,
    publicRoster: false,
    subscriptionLevel: 'ROOKIE',
    subscription: null,
    version: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function teamMember(userId: string, displayName: string, role: TeamRole): TeamMember {
  return { userId, displayName, photoURL: null, role, joinedAt: '2026-01-02T00:00:00.000Z' };
}

/** One page of a team list (listTeams, listNearbyTeams); `hasMore` says another page follows. */
export function teamsPage(items: Team[], page = 1, hasMore = false): OutputOf<'listTeams'> {
  return { items, total: items.length + (hasMore ? 12 : 0), page, hasMore };
}

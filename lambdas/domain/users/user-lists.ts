import type { UserListDto, UserTeamDto } from '@shared/schemas/settings';
import { connections } from '../../data/connections';
import { familyConnections } from '../../data/family-connections';
import { memberships } from '../../data/memberships';
import { teams, type TeamItem } from '../../data/teams';
import { users, type UserItem } from '../../data/users';
import { ForbiddenError } from '../../lib/errors';
import { personSeenByOthers } from '../people/seen-by-others';
import type { Caller } from '../../lib/caller';

const ownerOnly = (caller: Pick<Caller, 'uid'>, uid: string) => {
  if (caller.uid !== uid) throw new ForbiddenError();
};

/** A person's teams and communities with their role; memberships of a deleted team are left out. */
export async function teamsOf(uid: string): Promise<UserTeamDto[]> {
  const mine = await memberships.listOf(uid);
  return userTeamsFrom(mine, await teams.getMany(mine.map((m) => m.teamId)));
}

/** The teams shown, from what was read: by name, those that still exist. */
export function userTeamsFrom(mine: ReadonlyArray<{ teamId: string; role: UserTeamDto['role'] }>, found: readonly TeamItem[]): UserTeamDto[] {
  const byId = new Map(found.map((t) => [t.teamId, t]));
  return mine
    .flatMap((membership) => {
      const team = byId.get(membership.teamId);
      return team ? [{ membership, team }] : [];
    })
    .map(({ membership, team }) => ({
      teamId: team.teamId,
      name: team.name,
      kind: team.kind ?? 'team',
      role: membership.role,
      photoURL: team.photoURL ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** GET /api/users/{uid}/teams (owner only for now). */
export async function listUserTeams(caller: Pick<Caller, 'uid'>, uid: string) {
  ownerOnly(caller, uid);
  return { items: await teamsOf(uid) };
}

/**
 * GET /api/users/{uid}/user-lists: the lists the privacy screen blocks from (§2 "pick one of
 * your user lists"): accepted connections, registered family members (pending or accepted),
 * and the members of each team or community the caller belongs to. The caller is never listed,
 * and nobody on a list is shown with their e-mail (a pending family request or an open team
 * would otherwise hand out addresses).
 */
export async function listUserLists(caller: Pick<Caller, 'uid'>, uid: string): Promise<{ items: UserListDto[] }> {
  ownerOnly(caller, uid);
  const [connectedIds, family, myTeams] = await Promise.all([
    connections.acceptedOf(uid),
    familyConnections.listOf(uid),
    teamsOf(uid),
  ]);
  const familyIds = family
    .map((c) => (c.requesterId === uid ? c.recipientId : c.requesterId))
    .filter((id): id is string => Boolean(id));
  const teamMembers = await Promise.all(myTeams.map((t) => memberships.memberIdsOf(t.teamId)));

  const everyone = await users.getMany([...connectedIds, ...familyIds, ...teamMembers.flat()].filter((id) => id !== uid));
  const byId = new Map(everyone.map((u) => [u.uid, u]));
  const listOf = (ids: string[]) =>
    [...new Set(ids)]
      .filter((id) => id !== uid)
      .map((id) => byId.get(id))
      .filter((u): u is UserItem => Boolean(u))
      .map(personSeenByOthers)
      .sort((a, b) => a.displayName.localeCompare(b.displayName));

  return {
    items: [
      { id: 'connections', name: 'Connections', users: listOf(connectedIds) },
      { id: 'family', name: 'Family', users: listOf(familyIds) },
      ...myTeams.map((t, i) => ({ id: `team-${t.teamId}`, name: `${t.name} members`, users: listOf(teamMembers[i] ?? []) })),
    ],
  };
}

import type * as z from 'zod';
import { settingsApiMessages } from '@shared/constants/messages';
import { teamMessages } from '@shared/constants/team-messages';
import type { joinRequestsDto, TeamRole, teamMembersDto } from '@shared/schemas/team';
import { guardianHolds } from '../../data/guardian-holds';
import { memberships } from '../../data/memberships';
import { joinRequests, type TeamItem } from '../../data/teams';
import { users, type UserItem } from '../../data/users';
import { isMinor } from '@shared/people/age';
import { notificationIdOf, notify } from '../../lib/queue';
import { logger } from '../../lib/logger';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { nameSeenByOthers } from '../people/seen-by-others';
import { anyBlocked, blockedAround, blockedAroundReader, withoutBlocked } from '../privacy/blocking';
import { circleOf, listable, notifyGuardians, teamJoinNeedsGuardian } from '../privacy/minors';
import { mayLeave, removalRefusal, roleChangeRefusal, rosterAccess } from './team-rules';
import { assertManagerAllowed } from './plan-limits';
import { requireManager, requireTeam, roleOf } from './teams';
import type { Caller } from '../../lib/caller';
import { notificationText, type TextedWords } from '../notifications/copy';

const nameOf = (u: UserItem | undefined) => nameSeenByOthers(u);

async function profilesOf(ids: string[]): Promise<Map<string, UserItem>> {
  const found = await users.getMany(ids);
  return new Map(found.map((u) => [u.uid, u]));
}

/** A notification id within the queue contract's 100 characters: a digest of what makes it unique. */
const noteId = (...parts: string[]) => notificationIdOf('team', ...parts);

/** Notifications never fail the write that caused them: a failure is logged. */
async function tell(input: Parameters<typeof notify>[0]) {
  try {
    await notify(input);
  } catch (error) {
    logger.warn('team notification not sent', { error: error as Error, type: input.type });
  }
}

async function tellManagers(team: TeamItem, n: { id: string; words: TextedWords; data: Record<string, unknown> }) {
  const managers = (await memberships.ofTeam(team.teamId)).filter((m) => m.role === 'owner' || m.role === 'admin');
  await Promise.all(
    managers.map((m) =>
      tell({
        notificationId: noteId(n.id, m.userId),
        userId: m.userId,
        type: 'teamJoin',
        ...n.words,
        data: n.data,
        senderId: typeof n.data.userId === 'string' ? n.data.userId : undefined,
        link: `/team/${team.teamId}`,
      }),
    ),
  );
}

/**
 * Members with their public name and photo: owners first, then admins, then by join time. Only
 * the team's members may read it, unless the team made its roster public; outsiders of a public
 * roster never see its minors (team-rules.ts `rosterAccess`), and a signed-in reader does not see
 * anyone in a block pair with them (both stay members). `caller` is undefined for the signed-out
 * route (GET /api/teams/{id}/roster).
 */
export async function listTeamMembers(caller: Pick<Caller, 'uid'> | undefined, teamId: string): Promise<z.infer<typeof teamMembersDto>> {
  const [team, role, blocked] = await Promise.all([requireTeam(teamId), roleOf(teamId, caller?.uid), blockedAroundReader(caller)]);
  const access = rosterAccess({ signedIn: Boolean(caller), role, publicRoster: team.publicRoster === true });
  // 403, not 401: a public route never answers 401 (the access matrix holds every route to that).
  if (access === 'sign-in') throw new ForbiddenError(teamMessages.rosterSignIn);
  if (access === 'members-only') throw new ForbiddenError(teamMessages.rosterMembersOnly);
  const all = withoutBlocked(await memberships.ofTeam(teamId), blocked, (m) => m.userId);
  const profiles = await profilesOf(all.map((m) => m.userId));
  const members = access === 'full' ? all : await listable(caller?.uid, all, (m) => profiles.get(m.userId));
  const rank: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };
  return {
    items: members
      .map((m) => ({
        userId: m.userId,
        displayName: nameOf(profiles.get(m.userId)),
        photoURL: profiles.get(m.userId)?.photoURL ?? null,
        role: m.role,
        joinedAt: m.createdAt ?? new Date(0).toISOString(),
      }))
      .sort((a, b) => rank[a.role] - rank[b.role] || a.joinedAt.localeCompare(b.joinedAt)),
  };
}

/** The caller's standing: their role, 'pending' while a request waits, or null. */
export async function getMyTeamRole(caller: Pick<Caller, 'uid'>, teamId: string): Promise<{ role: TeamRole | 'pending' | null }> {
  await requireTeam(teamId);
  const role = await roleOf(teamId, caller.uid);
  if (role) return { role };
  const [request, held] = await Promise.all([joinRequests.get(teamId, caller.uid), guardianHolds.get(caller.uid, 'team', teamId)]);
  return { role: request || held ? 'pending' : null };
}

/**
 * Join: an open team admits at once (managers hear of it); an approval team keeps a pending request
 * and tells its owners and admins. Already a member → 409; asking twice → 409. A minor joining a
 * team without any of their family on it waits for a parent or guardian first (privacy/minors.ts).
 */
export async function joinTeam(caller: Pick<Caller, 'uid'>, teamId: string): Promise<{ role: 'member' | 'pending'; heldForGuardian?: true }> {
  const team = await requireTeam(teamId);
  refuseExternal(team);
  if (await roleOf(teamId, caller.uid)) throw new ConflictError(teamMessages.alreadyMember);
  await refuseAcrossBlock(caller, teamId);
  const me = await users.get(caller.uid);
  if (me && isMinor(me.birthdate)) {
    const [circle, memberIds] = await Promise.all([circleOf(caller.uid), memberships.memberIdsOf(teamId)]);
    if (teamJoinNeedsGuardian(me, circle, memberIds)) return holdJoinForGuardians(team, me);
  }
  return admit(team, caller.uid, nameOf(me ?? undefined));
}

/** A team run elsewhere is joined on its own website (400). */
function refuseExternal(team: TeamItem): void {
  if (team.external) throw new BadRequestError('This team is run elsewhere: join it on its own website.');
}

/** Joining or asking to join reaches the team's owners and admins: not across a block (403). */
async function refuseAcrossBlock(caller: Pick<Caller, 'uid'>, teamId: string): Promise<void> {
  const [members, blocked] = await Promise.all([memberships.ofTeam(teamId), blockedAround(caller.uid)]);
  const managers = members.filter((m) => m.role === 'owner' || m.role === 'admin').map((m) => m.userId);
  if (anyBlocked(managers, blocked)) throw new ForbiddenError(settingsApiMessages.blockedByUser);
}

/**
 * What refuses a join whatever the team's policy, asked before anything else is saved (a
 * registration form checks it before storing the submission that joins): 404, 400 or 403.
 */
export async function assertJoinable(caller: Pick<Caller, 'uid'>, teamId: string): Promise<void> {
  refuseExternal(await requireTeam(teamId));
  await refuseAcrossBlock(caller, teamId);
}

/** A minor's join waits for their guardian: held in the minor's partition, the guardians told. */
async function holdJoinForGuardians(team: TeamItem, minor: UserItem): Promise<{ role: 'pending'; heldForGuardian: true }> {
  if ((await joinRequests.get(team.teamId, minor.uid)) || (await guardianHolds.create(minor.uid, 'team', team.teamId)) === 'exists') {
    throw new ConflictError(teamMessages.alreadyRequested);
  }
  const name = nameOf(minor);
  const guardians = await notifyGuardians(minor.uid, {
    key: `team:${team.teamId}:${minor.uid}:${new Date().toISOString()}`,
    words: notificationText('teamJoinHeld', { minor: name, team: team.name }),
    data: { teamId: team.teamId, teamName: team.name, minorId: minor.uid },
  });
  logger.info('team join held for a guardian', { teamId: team.teamId, minorId: minor.uid, guardians });
  return { role: 'pending', heldForGuardian: true };
}

/**
 * Let a person in as the team's policy says (also when a guardian approved a minor's join): an open
 * team admits at once, an approval team files the request for its managers.
 */
export async function admit(team: TeamItem, uid: string, name: string): Promise<{ role: 'member' | 'pending' }> {
  const teamId = team.teamId;
  const caller = { uid };
  const data = { teamId, teamName: team.name, userId: caller.uid };

  if ((team.joinPolicy ?? 'open') === 'approval') {
    const request = await joinRequests.create(teamId, caller.uid);
    if (request === 'exists') throw new ConflictError(teamMessages.alreadyRequested);
    await tellManagers(team, {
      id: `team-request:${teamId}:${caller.uid}:${request.requestedAt ?? ''}`,
      words: notificationText('teamJoinRequest', { name, team: team.name }),
      data,
    });
    logger.info('team join requested', { teamId, uid: caller.uid });
    return { role: 'pending' };
  }

  if (!(await memberships.join(teamId, caller.uid))) throw new ConflictError(teamMessages.alreadyMember);
  await tellManagers(team, {
    id: `team-join:${teamId}:${caller.uid}:${Date.now()}`,
    words: notificationText('teamJoined', { name, team: team.name }),
    data,
  });
  logger.info('team joined', { teamId, uid: caller.uid });
  return { role: 'member' };
}

async function managerCount(teamId: string): Promise<number> {
  return (await memberships.ofTeam(teamId)).filter((m) => m.role === 'owner' || m.role === 'admin').length;
}

async function ownerCount(teamId: string): Promise<number> {
  return (await memberships.ofTeam(teamId)).filter((m) => m.role === 'owner').length;
}

/** Leave (a pending request is withdrawn the same way). The last owner must hand over first (409). */
export async function leaveTeam(caller: Pick<Caller, 'uid'>, teamId: string): Promise<{ ok: true }> {
  await requireTeam(teamId);
  const role = await roleOf(teamId, caller.uid);
  if (!role) {
    if (await joinRequests.get(teamId, caller.uid)) {
      await joinRequests.remove(teamId, caller.uid);
      return { ok: true };
    }
    if (await guardianHolds.remove(caller.uid, 'team', teamId)) return { ok: true };
    throw new NotFoundError(teamMessages.notAMemberYourself);
  }
  if (!mayLeave(role, await ownerCount(teamId))) throw new ConflictError(teamMessages.lastOwner);
  await memberships.leave(teamId, caller.uid);
  logger.info('team left', { teamId, uid: caller.uid });
  return { ok: true };
}

export async function removeTeamMember(caller: Pick<Caller, 'uid'>, teamId: string, uid: string): Promise<{ ok: true }> {
  const { role } = await requireManager(teamId, caller);
  const target = await roleOf(teamId, uid);
  if (!target) throw new NotFoundError(teamMessages.notMember);
  const refusal = removalRefusal({ actorId: caller.uid, actorRole: role, targetId: uid, targetRole: target });
  if (refusal === 'self') throw new BadRequestError(teamMessages.useLeave);
  if (refusal) throw new ForbiddenError(teamMessages.adminCannotRemoveOwner);
  await memberships.leave(teamId, uid);
  logger.info('team member removed', { teamId, uid, by: caller.uid });
  return { ok: true };
}

export async function changeTeamRole(caller: Pick<Caller, 'uid'>, teamId: string, uid: string, to: TeamRole): Promise<{ ok: true }> {
  const [team, actorRole, from] = await Promise.all([requireTeam(teamId), roleOf(teamId, caller.uid), roleOf(teamId, uid)]);
  if (from === null) {
    if (actorRole === 'owner' || actorRole === 'admin') throw new NotFoundError(teamMessages.notMember);
    throw new ForbiddenError(teamMessages.notManager);
  }
  const refusal = roleChangeRefusal({ actorId: caller.uid, actorRole, targetId: uid, from, to, owners: await ownerCount(teamId) });
  if (refusal === 'not-manager') throw new ForbiddenError(teamMessages.notManager);
  if (refusal === 'self') throw new ForbiddenError(teamMessages.cannotPromoteSelf);
  if (refusal === 'not-owner') throw new ForbiddenError(teamMessages.notOwner);
  if (refusal === 'last-owner') throw new ConflictError(teamMessages.lastOwnerDemote);
  assertManagerAllowed(team.subscriptionLevel, await managerCount(teamId), from, to);
  if (from !== to && !(await memberships.setRole(teamId, uid, to))) throw new NotFoundError(teamMessages.notMember);
  logger.info('team role changed', { teamId, uid, from, to, by: caller.uid });
  return { ok: true };
}

export async function listJoinRequests(caller: Pick<Caller, 'uid'>, teamId: string): Promise<z.infer<typeof joinRequestsDto>> {
  await requireManager(teamId, caller);
  const [all, blocked] = await Promise.all([joinRequests.ofTeam(teamId), blockedAround(caller.uid)]);
  const requests = withoutBlocked(all, blocked, (r) => r.userId);
  const profiles = await profilesOf(requests.map((r) => r.userId));
  return {
    items: requests.map((r) => ({
      userId: r.userId,
      displayName: nameOf(profiles.get(r.userId)),
      photoURL: profiles.get(r.userId)?.photoURL ?? null,
      requestedAt: r.requestedAt ?? new Date(0).toISOString(),
    })),
  };
}

/** Approve (a membership, the request gone in the same write, the requester told) or decline (deleted). */
export async function reviewJoinRequest(caller: Pick<Caller, 'uid'>, teamId: string, uid: string, decision: 'approve' | 'decline'): Promise<{ ok: true }> {
  const { team } = await requireManager(teamId, caller);
  if (!(await joinRequests.get(teamId, uid))) throw new NotFoundError(teamMessages.requestNotFound);
  if (decision === 'decline') {
    await joinRequests.remove(teamId, uid);
    logger.info('team request declined', { teamId, uid, by: caller.uid });
    return { ok: true };
  }
  if (!(await memberships.join(teamId, uid, { fromRequest: true }))) {
    // Already a member (approved twice at once): the request is stale either way.
    await joinRequests.remove(teamId, uid);
    return { ok: true };
  }
  await tell({
    notificationId: noteId('approved', teamId, uid, String(Date.now())),
    userId: uid,
    type: 'teamJoin',
    ...notificationText('teamApproved', { team: team.name }),
    data: { teamId, teamName: team.name },
    link: `/team/${teamId}`,
  });
  logger.info('team request approved', { teamId, uid, by: caller.uid });
  return { ok: true };
}

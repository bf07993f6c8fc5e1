import { minorMessages } from '@shared/constants/minor-messages';
import type { GuardianDecisionInput, GuardianRequestDto } from '@shared/schemas/people';
import { connections } from '../../data/connections';
import { guardianHolds } from '../../data/guardian-holds';
import { teams } from '../../data/teams';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { notificationIdOf, notify } from '../../lib/queue';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { wardsOf } from '../privacy/minors';
import { admit } from '../teams/members';
import { sendRequest } from './connections';
import { toPerson } from './person';
import { nameSeenByOthers, personSeenByOthers } from './seen-by-others';
import type { Caller } from '../../lib/caller';
import { notificationText } from '../notifications/copy';

/**
 * GET /api/guardian/requests: what waits for the caller as parent or guardian of their children,
 * oldest first: connection requests held for a child, and a child's held team joins. Reads the
 * caller's family and their children's profiles, then per child their connections and holds (one
 * Query each), then the askers' profiles and the teams (BatchGets).
 */
export async function listGuardianRequests(caller: Pick<Caller, 'uid'>): Promise<{ items: GuardianRequestDto[] }> {
  const wards = await wardsOf(caller.uid);
  const perWard = await Promise.all(
    wards.map(async (ward) => {
      const [mine, holds] = await Promise.all([connections.listOf(ward.uid), guardianHolds.ofMinor(ward.uid)]);
      return {
        ward,
        connections: mine.filter((c) => c.status === 'held' && c.requesterId === c.otherUserId),
        teamHolds: holds.filter((h) => h.kind === 'team'),
      };
    }),
  );
  const [askers, heldTeams] = await Promise.all([
    users.getMany(perWard.flatMap((w) => w.connections.map((c) => c.otherUserId))),
    teams.getMany(perWard.flatMap((w) => w.teamHolds.map((h) => h.targetId))),
  ]);
  const askerById = new Map(askers.map((u) => [u.uid, u]));
  const teamById = new Map(heldTeams.map((t) => [t.teamId, t]));
  const items = perWard.flatMap(({ ward, connections: held, teamHolds }): GuardianRequestDto[] => {
    const minor = personSeenByOthers(ward);
    return [
      ...held.flatMap((c): GuardianRequestDto[] => {
        const asker = askerById.get(c.otherUserId);
        return asker
          ? [{ kind: 'connection', minor, requester: toPerson(asker), requestedAt: c.updatedAt ?? c.createdAt ?? '' }]
          : [];
      }),
      // A team deleted meanwhile has nothing left to join.
      ...teamHolds.flatMap((h): GuardianRequestDto[] => {
        const team = teamById.get(h.targetId);
        return team ? [{ kind: 'team', minor, team: { id: team.teamId, name: team.name }, requestedAt: h.createdAt ?? '' }] : [];
      }),
    ];
  });
  return { items: items.sort((a, b) => a.requestedAt.localeCompare(b.requestedAt)) };
}

/**
 * POST /api/guardian/team-requests/{minorUid}/{teamId}: approve (the child is let in as the team's
 * policy says: an open team at once, an approval team's managers asked) or decline (the child is
 * told 'This request was declined.'). Only a parent or guardian of the child.
 */
export async function decideGuardianTeamRequest(
  caller: Pick<Caller, 'uid'>,
  minorUid: string,
  teamId: string,
  { decision }: GuardianDecisionInput,
): Promise<{ status: 'approved' | 'declined' }> {
  const wards = await wardsOf(caller.uid);
  const minor = wards.find((w) => w.uid === minorUid);
  if (!minor) throw new ForbiddenError(minorMessages.notGuardian);
  const [hold, team] = await Promise.all([guardianHolds.get(minorUid, 'team', teamId), teams.get(teamId)]);
  if (!hold || !team || !(await guardianHolds.remove(minorUid, 'team', teamId)))
    throw new NotFoundError(minorMessages.noHeldRequest);

  if (decision === 'approve') {
    await admit(team, minorUid, nameSeenByOthers(minor));
    logger.info('held team join approved', { minorId: minorUid, teamId, by: caller.uid });
    return { status: 'approved' };
  }
  try {
    await notify({
      notificationId: notificationIdOf('team', 'declined', minorUid, teamId, hold.createdAt ?? ''),
      userId: minorUid,
      type: 'teamJoin',
      ...notificationText('teamJoinDeclined', { team: team.name }),
      data: { teamId, teamName: team.name },
      link: `/team/${teamId}`,
    });
  } catch (error) {
    logger.warn('declined notice not sent', { error: error as Error });
  }
  logger.info('held team join declined', { minorId: minorUid, teamId, by: caller.uid });
  return { status: 'declined' };
}

/**
 * POST /api/guardian/connection-requests/{minorUid}/{requesterUid}: approve (the request reaches
 * the child as any request does, and they answer it) or decline (kept as declined; the asker is
 * told 'This request was declined.' and cannot ask again). Only a parent or guardian of the child.
 */
export async function decideGuardianRequest(
  caller: Pick<Caller, 'uid'>,
  minorUid: string,
  requesterUid: string,
  { decision }: GuardianDecisionInput,
): Promise<{ status: 'approved' | 'declined' }> {
  const [wards, held] = await Promise.all([wardsOf(caller.uid), connections.get(minorUid, requesterUid)]);
  if (!wards.some((w) => w.uid === minorUid)) throw new ForbiddenError(minorMessages.notGuardian);
  if (!held || held.status !== 'held' || held.requesterId !== requesterUid) throw new NotFoundError(minorMessages.noHeldRequest);

  if (decision === 'approve') {
    const asker = await users.get(requesterUid);
    await sendRequest(requesterUid, nameSeenByOthers(asker), minorUid);
    logger.info('held connection request approved', { minorId: minorUid, by: caller.uid });
    return { status: 'approved' };
  }
  await connections.save(requesterUid, minorUid, 'declined');
  try {
    await notify({
      notificationId: notificationIdOf('conn', 'declined', requesterUid, minorUid),
      userId: requesterUid,
      type: 'connections',
      ...notificationText('connectionDeclined', {}),
      data: {},
      link: '/connect',
    });
  } catch (error) {
    logger.warn('declined notice not sent', { error: error as Error });
  }
  logger.info('held connection request declined', { minorId: minorUid, by: caller.uid });
  return { status: 'declined' };
}

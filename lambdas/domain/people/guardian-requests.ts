import { minorMessages } from '../../../shared/constants/minor-messages';
import type { GuardianDecisionInput, GuardianRequestDto } from '../../../shared/schemas/people';
import { connections } from '../../data/connections';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { notificationIdOf, notify } from '../../lib/queue';
import { ForbiddenError, NotFoundError } from '../../middleware/errors';
import { wardsOf } from '../privacy/minors';
import { sendRequest } from './connections';
import { toPerson } from './person';
import { nameSeenByOthers, personSeenByOthers } from './seen-by-others';

type Caller = { uid: string };

/**
 * GET /api/guardian/requests: the connection requests held for the caller's children (the minors
 * they are parent or guardian of), oldest first. Reads the caller's family, their children's
 * profiles, each child's connections (one Query each) and the askers' profiles.
 */
export async function listGuardianRequests(caller: Caller): Promise<{ items: GuardianRequestDto[] }> {
  const wards = await wardsOf(caller.uid);
  const held = (
    await Promise.all(
      wards.map(async (ward) =>
        (await connections.listOf(ward.uid))
          .filter((c) => c.status === 'held' && c.requesterId === c.otherUserId)
          .map((c) => ({ ward, connection: c })),
      ),
    )
  ).flat();
  const askers = new Map((await users.getMany(held.map((h) => h.connection.otherUserId))).map((u) => [u.uid, u]));
  const items = held.flatMap(({ ward, connection }): GuardianRequestDto[] => {
    const asker = askers.get(connection.otherUserId);
    if (!asker) return [];
    return [
      {
        kind: 'connection',
        minor: personSeenByOthers(ward),
        requester: toPerson(asker),
        requestedAt: connection.updatedAt ?? connection.createdAt ?? '',
      },
    ];
  });
  return { items: items.sort((a, b) => a.requestedAt.localeCompare(b.requestedAt)) };
}

/**
 * POST /api/guardian/connection-requests/{minorUid}/{requesterUid}: approve (the request reaches
 * the child as any request does, and they answer it) or decline (kept as declined; the asker is
 * told 'This request was declined.' and cannot ask again). Only a parent or guardian of the child.
 */
export async function decideGuardianRequest(
  caller: Caller,
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
      title: minorMessages.declinedTitle,
      message: minorMessages.declined,
      data: {},
      link: '/connect',
    });
  } catch (error) {
    logger.warn('declined notice not sent', { error: error as Error });
  }
  logger.info('held connection request declined', { minorId: minorUid, by: caller.uid });
  return { status: 'declined' };
}

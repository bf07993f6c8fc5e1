import type * as z from 'zod';
import { messages } from '../../../shared/constants/messages';
import type { connectionResultDto, connectionsDto } from '../../../shared/schemas/people';
import { blockedEitherWay } from '../privacy/blocking';
import { connections } from '../../data/connections';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { notificationIdOf, notify } from '../../lib/queue';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../middleware/errors';
import { nameSeenByOthers } from './seen-by-others';
import { statusOf, toPerson } from './person';

type Caller = { uid: string };
type Result = z.infer<typeof connectionResultDto>;

const order = { connected: 0, incoming: 1, requested: 2 } as const;

/** GET /api/connections: accepted first, then requests to answer, then requests sent; by name within each. */
export async function listConnections(caller: Caller): Promise<z.infer<typeof connectionsDto>> {
  const mine = await connections.listOf(caller.uid);
  const people = new Map((await users.getMany(mine.map((c) => c.otherUserId))).map((u) => [u.uid, u]));
  return {
    items: mine
      .flatMap((c) => {
        const person = people.get(c.otherUserId);
        const status = statusOf(caller.uid, c);
        if (!person || status === 'none') return [];
        return [{ person: toPerson(person), status, since: c.updatedAt ?? c.createdAt ?? '' }];
      })
      .sort((a, b) => order[a.status] - order[b.status] || a.person.displayName.localeCompare(b.person.displayName)),
  };
}

/** Notifications never fail the write that caused them: a failure is logged. */
async function tell(input: Parameters<typeof notify>[0]) {
  try {
    await notify(input);
  } catch (error) {
    logger.warn('connection notification not sent', { error: error as Error, type: input.type });
  }
}

const noteId = (...parts: string[]) => notificationIdOf('conn', ...parts);

async function requireOther(caller: Caller, uid: string) {
  if (uid === caller.uid) throw new BadRequestError('You cannot connect with yourself', [{ path: 'uid', message: 'You cannot connect with yourself' }]);
  const [me, other, blocked] = await Promise.all([users.get(caller.uid), users.get(uid), blockedEitherWay(caller.uid, uid)]);
  if (!other) throw new NotFoundError(messages.userNotFound);
  if (blocked) throw new ForbiddenError('You cannot connect with this player.');
  return { me, other };
}

/**
 * POST /api/connections/{uid}: ask to connect and tell the other person; when they had already
 * asked the caller, the two are connected at once (and the asker is told).
 */
export async function requestConnection(caller: Caller, uid: string): Promise<Result> {
  const [{ me }, existing] = await Promise.all([requireOther(caller, uid), connections.get(caller.uid, uid)]);
  const status = statusOf(caller.uid, existing);
  if (status === 'connected') throw new ConflictError('You are already connected.');
  if (status === 'requested') throw new ConflictError('You already asked to connect.');
  const name = nameSeenByOthers(me);
  if (status === 'incoming') {
    await connections.save(uid, caller.uid, 'accepted');
    await tell({
      notificationId: noteId('accepted', uid, caller.uid),
      userId: uid,
      type: 'connections',
      title: 'Connection accepted',
      message: `${name} accepted your connection request.`,
      data: { requesterId: caller.uid },
      senderId: caller.uid,
      link: `/profile/${caller.uid}`,
    });
    return { uid, status: 'connected' };
  }
  await connections.save(caller.uid, uid, 'pending');
  await tell({
    notificationId: noteId('request', caller.uid, uid, new Date().toISOString()),
    userId: uid,
    type: 'connections',
    title: 'New connection request',
    message: `${name} would like to connect with you.`,
    data: { requesterId: caller.uid, requesterName: name },
    senderId: caller.uid,
    link: `/profile/${caller.uid}`,
  });
  return { uid, status: 'requested' };
}

/** POST /api/connections/{uid}/accept: only a request that person sent the caller. */
export async function acceptConnection(caller: Caller, uid: string): Promise<Result> {
  const existing = await connections.get(caller.uid, uid);
  const status = statusOf(caller.uid, existing);
  if (status === 'connected') return { uid, status };
  if (status !== 'incoming') throw new NotFoundError('There is no connection request from this player.');
  return requestConnection(caller, uid);
}

/** DELETE /api/connections/{uid}: remove a connection, decline or withdraw a request. */
export async function removeConnection(caller: Caller, uid: string): Promise<Result> {
  const existing = await connections.get(caller.uid, uid);
  if (!existing) throw new NotFoundError('You are not connected with this player.');
  await connections.remove(caller.uid, uid);
  return { uid, status: 'none' };
}

import type * as z from 'zod';
import { messages } from '@shared/constants/messages';
import { minorMessages } from '@shared/constants/minor-messages';
import { isMinor } from '@shared/people/age';
import type { connectionResultDto, connectionsDto } from '@shared/schemas/people';
import { blockedAround, blockedEitherWay, withoutBlocked } from '../privacy/blocking';
import { circleOf, needsGuardianApproval, notifyGuardians } from '../privacy/minors';
import { connections } from '../../data/connections';
import { users, type UserItem } from '../../data/users';
import { logger } from '../../lib/logger';
import { notificationIdOf, notify } from '../../lib/queue';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { nameSeenByOthers } from './seen-by-others';
import { statusOf, toPerson } from './person';
import type { Caller } from '../../lib/caller';
import { notificationText } from '../notifications/copy';

type Result = z.infer<typeof connectionResultDto>;

const order = { connected: 0, incoming: 1, requested: 2 } as const;

/** GET /api/connections: accepted first, then requests to answer, then requests sent; by name within each. */
export async function listConnections(caller: Pick<Caller, 'uid'>): Promise<z.infer<typeof connectionsDto>> {
  // Nobody across a block is listed (a block also deletes the connection; this covers older ones).
  const [all, around] = await Promise.all([connections.listOf(caller.uid), blockedAround(caller.uid)]);
  const mine = withoutBlocked(all, around, (c) => c.otherUserId);
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

async function requireOther(caller: Pick<Caller, 'uid'>, uid: string) {
  if (uid === caller.uid) throw new BadRequestError('You cannot connect with yourself', [{ path: 'uid', message: 'You cannot connect with yourself' }]);
  const [me, other, blocked] = await Promise.all([users.get(caller.uid), users.get(uid), blockedEitherWay(caller.uid, uid)]);
  if (!other) throw new NotFoundError(messages.userNotFound);
  if (blocked) throw new ForbiddenError('You cannot connect with this player.');
  return { me, other };
}

/**
 * Hold a request to a minor for their parents and guardians: stored as `held` (the minor does not
 * see it) and each guardian is told. Without a guardian on Rally it waits until one connects.
 */
async function holdForGuardians(caller: Pick<Caller, 'uid'>, requesterName: string, minor: UserItem): Promise<void> {
  await connections.save(caller.uid, minor.uid, 'held');
  const minorName = nameSeenByOthers(minor);
  const guardians = await notifyGuardians(minor.uid, {
    key: `conn:${caller.uid}:${minor.uid}:${new Date().toISOString()}`,
    words: notificationText('connectionHeld', { requester: requesterName, minor: minorName }),
    data: { requesterId: caller.uid, requesterName, minorId: minor.uid },
    senderId: caller.uid,
  });
  logger.info('connection request held for a guardian', { minorId: minor.uid, guardians });
}

/**
 * POST /api/connections/{uid}: ask to connect and tell the other person; when they had already
 * asked the caller, the two are connected at once (and the asker is told). A request to a minor
 * from outside their family and teams waits for their parent or guardian (privacy/minors.ts);
 * after a guardian declined, the same person cannot ask again.
 */
export async function requestConnection(caller: Pick<Caller, 'uid'>, uid: string): Promise<Result> {
  const [{ me, other }, existing] = await Promise.all([requireOther(caller, uid), connections.get(caller.uid, uid)]);
  if (existing?.status === 'declined' && existing.requesterId === caller.uid) throw new ForbiddenError(minorMessages.declined);
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
      ...notificationText('connectionAccepted', { name }),
      data: { requesterId: caller.uid },
      senderId: caller.uid,
      link: `/profile/${caller.uid}`,
    });
    return { uid, status: 'connected' };
  }
  if (isMinor(other.birthdate) && needsGuardianApproval(other, await circleOf(other.uid), caller.uid)) {
    await holdForGuardians(caller, name, other);
    return { uid, status: 'requested' };
  }
  await sendRequest(caller.uid, name, uid);
  return { uid, status: 'requested' };
}

/** Store a pending request and tell the person asked (also when a guardian lets a held one through). */
export async function sendRequest(requesterId: string, requesterName: string, uid: string): Promise<void> {
  await connections.save(requesterId, uid, 'pending');
  await tell({
    notificationId: noteId('request', requesterId, uid, new Date().toISOString()),
    userId: uid,
    type: 'connections',
    ...notificationText('connectionRequest', { name: requesterName }),
    data: { requesterId, requesterName },
    senderId: requesterId,
    link: `/profile/${requesterId}`,
  });
}

/** POST /api/connections/{uid}/accept: only a request that person sent the caller. */
export async function acceptConnection(caller: Pick<Caller, 'uid'>, uid: string): Promise<Result> {
  const existing = await connections.get(caller.uid, uid);
  const status = statusOf(caller.uid, existing);
  if (status === 'connected') return { uid, status };
  if (status !== 'incoming') throw new NotFoundError('There is no connection request from this player.');
  return requestConnection(caller, uid);
}

/** DELETE /api/connections/{uid}: remove a connection, decline or withdraw a request. */
export async function removeConnection(caller: Pick<Caller, 'uid'>, uid: string): Promise<Result> {
  const existing = await connections.get(caller.uid, uid);
  // A guardian's "no" stays: the person declined cannot clear it to ask again.
  if (!existing || (existing.status === 'declined' && existing.requesterId === caller.uid)) {
    throw new NotFoundError('You are not connected with this player.');
  }
  await connections.remove(caller.uid, uid);
  return { uid, status: 'none' };
}

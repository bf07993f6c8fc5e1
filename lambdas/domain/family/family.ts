import { messages, settingsApiMessages } from '@shared/constants/messages';
import { minorMessages } from '@shared/constants/minor-messages';
import { isMinor } from '@shared/people/age';
import { idParam } from '@shared/schemas/common';
import { newFamilyMemberId, type FamilyCandidateDto, type FamilyMemberInput } from '@shared/schemas/family';
import { familyRequestData } from '@shared/schemas/notification';
import { familyConnections } from '../../data/family-connections';
import { notifications } from '../../data/notifications';
import { users } from '../../data/users';
import { notify } from '../../lib/queue';
import { logger } from '../../lib/logger';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { assertNoBlockBetween, blockedEitherWay } from '../privacy/blocking';
import { circleOf, refusesFamilyRequest } from '../privacy/minors';
import { nameSeenByOthers } from '../people/seen-by-others';
import {
  familyAcceptedNotificationId,
  familyRequestNotificationId,
  isParty,
  newConnection,
  toFamilyConnectionDto,
} from './rules';
import type { Caller } from '../../lib/caller';
import { notificationText } from '../notifications/copy';

const ownerOnly = (caller: Pick<Caller, 'uid' | 'email'>, uid: string) => {
  if (caller.uid !== uid) throw new ForbiddenError();
};

/** GET /api/users/{uid}/family: as requester and as recipient, pending and accepted. */
export async function listFamily(caller: Pick<Caller, 'uid' | 'email'>, uid: string) {
  ownerOnly(caller, uid);
  const all = await familyConnections.listOf(uid);
  return { items: all.map((c) => toFamilyConnectionDto(c, uid)) };
}

/**
 * GET /api/users/{uid}/family/lookup (§5 family member search): someone to send a family request
 * to, by e-mail (text with an @) or by id. Only what the request needs comes back: the id and the
 * name anybody sees (no photo, city or bio). Nobody found, and a pair where either person blocked
 * the other, answer the same 404 'User not found', so the search tells no more than the request
 * could. Text that cannot be an id is never turned into a key: it simply finds nobody.
 */
export async function lookupFamilyMember(caller: Pick<Caller, 'uid' | 'email'>, uid: string, q: string): Promise<FamilyCandidateDto> {
  ownerOnly(caller, uid);
  const item = q.includes('@') ? await users.getByEmail(q) : idParam.safeParse(q).success ? await users.get(q) : null;
  if (!item || (await blockedEitherWay(uid, item.uid))) throw new NotFoundError(messages.userNotFound);
  return { uid: item.uid, displayName: nameSeenByOthers(item) };
}

/**
 * POST /api/users/{uid}/family. A registered member gets a pending request and a notification
 * (through the notify queue: the consumer stores it and e-mails per their settings); refused for
 * oneself (400), an unknown user (404), someone who blocked the caller (403), a minor the caller
 * is not already family of (403, privacy/minors.ts) and a pair that is already connected (409).
 * A non-registered member is saved at once.
 */
export async function addFamilyMember(caller: Pick<Caller, 'uid' | 'email'>, uid: string, input: FamilyMemberInput) {
  ownerOnly(caller, uid);
  const me = await users.get(uid);
  const requester = { uid, name: nameSeenByOthers(me) };
  const connectionId = newFamilyMemberId();

  if (!input.isGthUser) {
    const saved = await familyConnections.create(newConnection(connectionId, requester, input, null));
    if (saved === 'duplicate') throw new Error('A non-registered member cannot be a duplicate');
    return toFamilyConnectionDto(saved, uid);
  }

  if (input.userId === uid) throw new BadRequestError(settingsApiMessages.familyWithSelf);
  const other = await users.get(input.userId);
  if (!other) throw new NotFoundError(messages.userNotFound);
  await assertNoBlockBetween(other.uid, uid);
  if (isMinor(other.birthdate) && refusesFamilyRequest(other, await circleOf(other.uid), uid)) {
    throw new ForbiddenError(minorMessages.familyRequestToMinor);
  }

  const recipient = { uid: other.uid, name: nameSeenByOthers(other) };
  const saved = await familyConnections.create(newConnection(connectionId, requester, input, recipient));
  if (saved === 'duplicate') throw new ConflictError(settingsApiMessages.familyAlreadyConnected);

  try {
    await notify({
      notificationId: familyRequestNotificationId(connectionId),
      userId: other.uid,
      type: 'connections',
      ...notificationText('familyRequest', { name: requester.name, relation: input.relation }),
      data: familyRequestData.parse({
        requesterId: uid,
        requesterName: requester.name,
        relation: input.relation,
        familyMemberId: connectionId,
        connectionId,
      }),
      senderId: uid,
      link: '/notifications',
      mailTemplate: 'family-connection-request',
    });
  } catch (error) {
    // Without its notification the request could go unseen: undo it so the person can send it again.
    await familyConnections.remove(saved);
    throw error;
  }
  logger.info('family request sent', { connectionId });
  return toFamilyConnectionDto(saved, uid);
}

/** The request notification is answered: mark it read (it may not be stored yet: then nothing to do). */
async function settleRequestNotification(recipientId: string, connectionId: string) {
  await notifications.setRead(recipientId, familyRequestNotificationId(connectionId), true);
}

/**
 * POST /api/family-connections/{id}/response: only the recipient may answer (403 otherwise).
 * Accept → both sides see it accepted, and the requester is told; decline → deleted.
 */
export async function respondToFamilyRequest(caller: Pick<Caller, 'uid' | 'email'>, connectionId: string, accept: boolean) {
  const connection = await familyConnections.get(connectionId);
  if (!connection) throw new NotFoundError();
  if (connection.recipientId !== caller.uid) throw new ForbiddenError(settingsApiMessages.notAddressedToYou);

  if (!accept) {
    await familyConnections.remove(connection);
    await settleRequestNotification(caller.uid, connectionId);
    logger.info('family request declined', { connectionId });
    return { status: 'declined' as const, connection: null };
  }

  const accepted = connection.status === 'accepted' ? connection : await familyConnections.accept(connectionId);
  // Declined or removed by the other side meanwhile.
  const current = accepted ?? (await familyConnections.get(connectionId));
  if (!current) throw new NotFoundError();
  await settleRequestNotification(caller.uid, connectionId);
  if (connection.status === 'pending') {
    await notify({
      notificationId: familyAcceptedNotificationId(connectionId),
      userId: current.requesterId,
      type: 'connections',
      ...notificationText('familyAccepted', { name: current.recipientName }),
      data: { connectionId, recipientId: caller.uid, recipientName: current.recipientName },
      senderId: caller.uid,
      link: '/notifications',
    });
  }
  logger.info('family request accepted', { connectionId });
  return { status: 'accepted' as const, connection: toFamilyConnectionDto(current, caller.uid) };
}

/** DELETE /api/family-connections/{id}: either side may; a withdrawn request leaves the recipient's notifications. */
export async function removeFamilyConnection(caller: Pick<Caller, 'uid' | 'email'>, connectionId: string) {
  const connection = await familyConnections.get(connectionId);
  if (!connection) throw new NotFoundError();
  if (!isParty(connection, caller.uid)) throw new ForbiddenError();
  await familyConnections.remove(connection);
  if (connection.status === 'pending' && connection.recipientId) {
    await notifications.remove(connection.recipientId, familyRequestNotificationId(connectionId));
  }
  logger.info('family connection removed', { connectionId });
  return { ok: true as const };
}

/** Account deletion: every connection on either side, and the requests this person left in others' notifications. */
export async function removeAllFamilyOf(uid: string): Promise<number> {
  const all = await familyConnections.listOf(uid);
  for (const c of all) {
    await familyConnections.remove(c);
    if (c.status === 'pending' && c.recipientId && c.recipientId !== uid) {
      await notifications.remove(c.recipientId, familyRequestNotificationId(c.connectionId));
    }
  }
  return all.length;
}

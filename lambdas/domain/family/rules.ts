import {
  inverseRelation,
  type FamilyConnectionDto,
  type FamilyMemberInput,
  type FamilyRelation,
} from '@shared/schemas/family';
import type { FamilyConnectionItem, FamilyConnectionWrite } from '../../data/family-connections';

/** The requester's side of a registered member (who they are and what they call themselves). */
export interface Requester {
  uid: string;
  name: string;
}

/**
 * Build a new connection from the requester's row. The row's relation is what the new member is
 * to the requester ("Mom → parent"): it becomes `recipientRelation`, and `requesterRelation` is
 * its inverse (what the requester is to the member). A registered member waits (pending) for
 * their answer; a non-registered one is saved at once (accepted).
 */
export function newConnection(
  connectionId: string,
  requester: Requester,
  input: FamilyMemberInput,
  recipient: { uid: string; name: string } | null,
): FamilyConnectionWrite {
  const relations = { recipientRelation: input.relation, requesterRelation: inverseRelation[input.relation] };
  const base = { connectionId, requesterId: requester.uid, requesterName: requester.name, ...relations };
  if (input.isGthUser) {
    if (!recipient) throw new Error('A registered family member needs the recipient');
    return { ...base, recipientId: recipient.uid, recipientName: recipient.name, isRecipientGthUser: true, status: 'pending' };
  }
  return {
    ...base,
    recipientName: `${input.firstName} ${input.lastName}`,
    isRecipientGthUser: false,
    ...(input.age != null ? { recipientAge: input.age } : {}),
    recipientPhoneNumber: input.phoneNumber,
    status: 'accepted',
  };
}

/** Is this person one of the two sides? (Either side may remove a connection.) */
export const isParty = (c: Pick<FamilyConnectionItem, 'requesterId' | 'recipientId'>, uid: string) =>
  c.requesterId === uid || c.recipientId === uid;

/** A connection as `viewerId` sees it: the other person, their relation to the viewer, and whether the viewer must answer. */
export function toFamilyConnectionDto(c: FamilyConnectionItem, viewerId: string): FamilyConnectionDto {
  const viewerIsRequester = c.requesterId === viewerId;
  return {
    id: c.connectionId,
    requesterId: c.requesterId,
    requesterName: c.requesterName,
    recipientId: c.recipientId ?? null,
    recipientName: c.recipientName,
    requesterRelation: c.requesterRelation,
    recipientRelation: c.recipientRelation,
    isRecipientGthUser: c.isRecipientGthUser,
    recipientAge: c.recipientAge ?? null,
    recipientPhoneNumber: c.recipientPhoneNumber ?? null,
    status: c.status,
    createdAt: c.createdAt ?? new Date(0).toISOString(),
    otherUserId: viewerIsRequester ? (c.recipientId ?? null) : c.requesterId,
    otherName: viewerIsRequester ? c.recipientName : c.requesterName,
    relation: (viewerIsRequester ? c.recipientRelation : c.requesterRelation) as FamilyRelation,
    awaitingMyAnswer: !viewerIsRequester && c.status === 'pending',
  };
}

/** The request notification's id: the producer's idempotency key (one per connection). */
export const familyRequestNotificationId = (connectionId: string) => `family-${connectionId}`;
export const familyAcceptedNotificationId = (connectionId: string) => `family-${connectionId}-accepted`;

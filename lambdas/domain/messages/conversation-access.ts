/**
 * Who is in a conversation and who may write to whom: what listing, opening and sending all ask
 * first, and the messages they answer with.
 */

import { createHash, randomBytes } from 'node:crypto';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { isMinor } from '@shared/people/age';
import { messageLimits, type MessageDto } from '@shared/schemas/message';
import { connections } from '../../data/connections';
import { conversationBlocks } from '../../data/conversation-blocks';
import { familyConnections } from '../../data/family-connections';
import { memberships } from '../../data/memberships';
import { conversations, type ConversationItem, type MessageItem } from '../../data/messages';
import { teams } from '../../data/teams';
import { users, type UserItem } from '../../data/users';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { blockedEitherWay } from '../privacy/blocking';
import { ttlCache } from '../../lib/ttl-cache';
import { nameSeenByOthers } from '../people/seen-by-others';
import { knowsSender, mayMessage } from './rules';

export const messageMessages = {
  conversationNotFound: 'Conversation not found',
  userNotFound: 'User not found',
  self: 'You cannot message yourself',
  blocked: 'You cannot message this person',
  minor: 'This player can only receive messages from their connections, their team admins and family',
  notAllowed: 'This player only receives messages from their connections and teammates: ask to connect first',
  tooMany: `You are sending messages too fast: wait ${messageLimits.windowSeconds} seconds and try again`,
  notYours: 'You can only change your own messages',
  tooLate: `Messages can be changed for ${messageLimits.editWindowMinutes} minutes after sending`,
  messageNotFound: 'Message not found',
  sendIdTaken: 'This message is already being sent: try again in a moment',
  readInRally: (sender: string) => `${sender} sent you a message on ${PRODUCT_NAME}. Open the conversation to read it.`,
} as const;

/**
 * The id direct conversations had before they got random ones: derived from the two uids, so
 * anyone could compute it. Read only to find such a conversation again (`directConversationOf`).
 */
export const legacyDirectIdOf = (a: string, b: string) => `dm_${createHash('sha256').update([a, b].sort().join('|')).digest('base64url').slice(0, 32)}`;
/** A new direct conversation's id: random, so it says nothing about who is in it. */
export const newDirectId = () => `dm_${randomBytes(18).toString('base64url')}`;
export const teamConversationId = (teamId: string) => `team_${teamId}`;

/**
 * The direct conversation two people already have: through their pair item, else one made before
 * pairs existed (then the pair is written, so the next open is one read).
 */
export async function directConversationOf(a: string, b: string): Promise<string | null> {
  const found = await conversations.directOf(a, b);
  if (found) return found;
  const legacyId = legacyDirectIdOf(a, b);
  return (await conversations.get(legacyId)) ? conversations.adoptDirect(legacyId, a, b) : null;
}

/** The name others see (the profile's own fallback rule). */
export const nameOf = (u: UserItem | undefined) => nameSeenByOthers(u, 'Former member');

export interface Access {
  conversation: ConversationItem;
  /** Everyone in it (the caller included). */
  memberIds: string[];
  teamName?: string;
}

/**
 * The conversation, if the caller is in it (a team's members are in its discussion). One answer,
 * 404 'Conversation not found', whether it does not exist or the caller is not in it: an id
 * someone made up or was shown tells them nothing about who talks with whom.
 */
export async function access(userId: string, conversationId: string): Promise<Access> {
  const notFound = () => new NotFoundError(messageMessages.conversationNotFound);
  if (conversationId.startsWith('team_')) {
    const teamId = conversationId.slice('team_'.length);
    const [team, role] = await Promise.all([teams.get(teamId), memberships.get(teamId, userId)]);
    if (!team || !role) throw notFound();
    const [found, memberIds] = await Promise.all([conversations.get(conversationId), memberships.memberIdsOf(teamId)]);
    let conversation = found;
    if (!conversation) {
      // A team's discussion is made on its first use.
      await conversations.ensureTeam(conversationId, teamId);
      conversation = await conversations.get(conversationId);
    }
    return { conversation: conversation!, memberIds, teamName: team.name };
  }
  const conversation = await conversations.get(conversationId);
  const memberIds = conversation?.memberIds ?? [];
  if (!conversation || !memberIds.includes(userId)) throw notFound();
  return { conversation, memberIds };
}

/** What two people are to each other: the facts of a direct-message verdict that change slowly. */
interface Relationship {
  connected: boolean;
  shareTeam: boolean;
  senderAdminsRecipientTeam: boolean;
  family: boolean;
}

/** How long a relationship that let a message through is trusted in this process without reading it again. */
export const RELATIONSHIP_CACHE_MS = 30_000;
const allowedRelationships = ttlCache<Relationship>({ ttlMs: RELATIONSHIP_CACHE_MS, maxEntries: 5000 });

/** Connection, teams and family of a sender and a recipient (five reads in parallel). */
async function relationshipOf(senderId: string, recipientId: string): Promise<Relationship> {
  const [connection, senderTeams, recipientTeams, family] = await Promise.all([
    connections.get(senderId, recipientId),
    memberships.listOf(senderId),
    memberships.listOf(recipientId),
    familyConnections.listOf(recipientId),
  ]);
  const theirTeams = new Set(recipientTeams.map((m) => m.teamId));
  return {
    connected: connection?.status === 'accepted',
    shareTeam: senderTeams.some((m) => theirTeams.has(m.teamId)),
    senderAdminsRecipientTeam: senderTeams.some((m) => theirTeams.has(m.teamId) && (m.role === 'owner' || m.role === 'admin')),
    family: family.some((f) => f.status === 'accepted' && (f.requesterId === senderId || f.recipientId === senderId)),
  };
}

/**
 * May `sender` message `recipient` directly now? Throws the reason as a 403. Otherwise answers
 * whether the recipient knows the sender (for what their notification may carry).
 *
 * Every call reads the blocks (both ways) and the conversation block afresh and takes the
 * recipient's privacy toggle and age from the `recipient` item the caller just read, so a block
 * or a privacy change stops the very next message. A caller that already read the sender's
 * `blockedAround` for this request passes it (it holds both directions of every block). Only the
 * relationship (connection, shared teams, family) of a pair whose last verdict let a message
 * through is kept for RELATIONSHIP_CACHE_MS in this process: a burst to one person reads it once;
 * a refusal is never kept, so connecting or joining a team is honoured at once.
 */
export async function assertMayMessage(
  senderId: string,
  recipient: UserItem,
  conversationId: string | null,
  senderAround?: ReadonlySet<string>,
): Promise<{ known: boolean }> {
  const pair = `${senderId}|${recipient.uid}`;
  const [blockedEither, conversationBlocked, relationship] = await Promise.all([
    senderAround ? senderAround.has(recipient.uid) : blockedEitherWay(senderId, recipient.uid),
    conversationId ? conversationBlocks.isBlocked(recipient.uid, conversationId) : false,
    allowedRelationships.get(pair, () => relationshipOf(senderId, recipient.uid)),
  ]);
  const privacy = (recipient.privacySettings ?? {}) as { messagesFromAnyone?: unknown };
  const facts = {
    ...relationship,
    blockedEitherWay: blockedEither,
    conversationBlockedByRecipient: conversationBlocked,
    recipientAllowsAnyone: privacy.messagesFromAnyone === true,
    recipientIsMinor: isMinor(recipient.birthdate, new Date()),
  };
  const verdict = mayMessage(facts);
  if (!verdict.ok) {
    allowedRelationships.forget(pair);
    throw new ForbiddenError(messageMessages[verdict.reason === 'not-allowed' ? 'notAllowed' : verdict.reason]);
  }
  return { known: knowsSender({ kind: 'direct', ...facts }) };
}

export function toMessageDto(m: MessageItem, names: Map<string, string>): MessageDto {
  return {
    id: m.messageId,
    conversationId: m.conversationId,
    senderId: m.senderId,
    senderName: names.get(m.senderId) ?? 'Former member',
    text: m.deleted ? '' : m.text,
    sentAt: m.sentAt,
    editedAt: m.editedAt ?? null,
    deleted: m.deleted === true,
  };
}

export async function namesOf(ids: string[]): Promise<Map<string, string>> {
  const found = await users.getMany(ids);
  return new Map(found.map((u) => [u.uid, nameOf(u)]));
}

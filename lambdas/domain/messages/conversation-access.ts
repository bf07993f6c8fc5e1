/**
 * Who is in a conversation and who may write to whom: what listing, opening and sending all ask
 * first, and the messages they answer with.
 */

import { createHash, randomBytes } from 'node:crypto';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { isMinor } from '@shared/people/age';
import { messageLimits, type MessageDto } from '@shared/schemas/message';
import { familyConnections } from '../../data/family-connections';
import { memberships } from '../../data/memberships';
import { conversations, directSendFacts, type ConversationItem, type DirectSendFacts, type MessageItem } from '../../data/messages';
import { teams } from '../../data/teams';
import { users, type UserItem } from '../../data/users';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
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
  const conversation = await directConversation(conversationId);
  const memberIds = conversation?.memberIds ?? [];
  if (!conversation || !memberIds.includes(userId)) throw notFound();
  return { conversation, memberIds };
}

/**
 * A direct conversation's two members never change while both accounts exist, so a warm Lambda
 * keeps the conversations it has read: a send or an open is one read fewer. When an account is
 * deleted its uid becomes the deleted-user stand-in; a list held from before still names the old
 * uid, whose sessions are revoked and whose profile is gone, so a send to it is refused as one to
 * the stand-in is (the send reads both profiles afresh). Only the kind and members are used from
 * it; the last message it carries may be behind. A missing one is not kept: it may be created the
 * next moment.
 */
const DIRECT_CONVERSATION_CACHE_MS = 10 * 60_000;
const missing = Symbol('missing');
const directConversationCache = ttlCache<ConversationItem>({ ttlMs: DIRECT_CONVERSATION_CACHE_MS, maxEntries: 5000 });

async function directConversation(conversationId: string): Promise<ConversationItem | null> {
  try {
    return await directConversationCache.get(conversationId, async () => {
      const found = await conversations.get(conversationId);
      if (!found) throw missing;
      return found;
    });
  } catch (error) {
    if (error === missing) return null;
    throw error;
  }
}

/** What two people are to each other besides a connection: the facts of a verdict that change slowly. */
interface Ties {
  shareTeam: boolean;
  senderAdminsRecipientTeam: boolean;
  family: boolean;
}

/** How long the ties of a pair whose last verdict let a message through are trusted in this process without reading them again. */
export const RELATIONSHIP_CACHE_MS = 30_000;
const allowedTies = ttlCache<Ties>({ ttlMs: RELATIONSHIP_CACHE_MS, maxEntries: 5000 });

/** Teams and family of a sender and a recipient (three Queries in parallel). */
async function tiesOf(senderId: string, recipientId: string): Promise<Ties> {
  const [senderTeams, recipientTeams, family] = await Promise.all([
    memberships.listOf(senderId),
    memberships.listOf(recipientId),
    familyConnections.listOf(recipientId),
  ]);
  const theirTeams = new Set(recipientTeams.map((m) => m.teamId));
  return {
    shareTeam: senderTeams.some((m) => theirTeams.has(m.teamId)),
    senderAdminsRecipientTeam: senderTeams.some((m) => theirTeams.has(m.teamId) && (m.role === 'owner' || m.role === 'admin')),
    family: family.some((f) => f.status === 'accepted' && (f.requesterId === senderId || f.recipientId === senderId)),
  };
}

/**
 * May `senderId` message `recipientId` directly now (in `conversationId`, or in a conversation
 * about to be opened)? Throws 404 when the recipient has no profile and the reason as a 403.
 * Otherwise answers both profiles, whether the recipient knows the sender (for what their
 * notification may carry) and both people's live connections (for the push).
 *
 * Every call reads afresh, in one BatchGetItem, both profiles (the recipient's privacy toggle and
 * age), the blocks either way, the recipient's block of the conversation and the connection, so
 * a block, a privacy change or a removed connection stops the very next message. Only the ties
 * (shared teams, family) of a pair whose last verdict let a message through are kept for
 * RELATIONSHIP_CACHE_MS in this process, read beside the batch when not kept: a burst to one
 * person reads them once; a refusal is never kept, so joining a team or a family is honoured at once.
 */
export async function checkDirectMessage(
  senderId: string,
  recipientId: string,
  conversationId: string | null,
): Promise<{ sender: UserItem | null; recipient: UserItem; known: boolean; live: DirectSendFacts['live'] }> {
  const pair = `${senderId}|${recipientId}`;
  const [found, ties] = await Promise.all([
    directSendFacts(senderId, recipientId, conversationId),
    allowedTies.get(pair, () => tiesOf(senderId, recipientId)),
  ]);
  const { recipient } = found;
  if (!recipient) {
    allowedTies.forget(pair);
    throw new NotFoundError(messageMessages.userNotFound);
  }
  const privacy = (recipient.privacySettings ?? {}) as { messagesFromAnyone?: unknown };
  const facts = {
    ...ties,
    connected: found.connection?.status === 'accepted',
    // A block works both ways (privacy/blocking.ts `blockedEitherWay`), read here with the other facts.
    blockedEitherWay: found.senderBlockedRecipient || found.recipientBlockedSender,
    conversationBlockedByRecipient: found.conversationBlocked,
    recipientAllowsAnyone: privacy.messagesFromAnyone === true,
    recipientIsMinor: isMinor(recipient.birthdate, new Date()),
  };
  const verdict = mayMessage(facts);
  if (!verdict.ok) {
    allowedTies.forget(pair);
    throw new ForbiddenError(messageMessages[verdict.reason === 'not-allowed' ? 'notAllowed' : verdict.reason]);
  }
  return { sender: found.sender, recipient, known: knowsSender({ kind: 'direct', ...facts }), live: found.live };
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

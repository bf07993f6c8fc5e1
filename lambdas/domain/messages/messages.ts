import { createHash, randomBytes } from 'node:crypto';
import { apiMessages, PRODUCT_NAME } from '@shared/constants/messages';
import { teamDiscussionKey } from '@shared/constants/notification-types';
import { messageLimits, type ConversationDto, type MessageDto, type RealtimeEvent } from '@shared/schemas/message';
import { connections } from '../../data/connections';
import { conversationBlocks } from '../../data/conversation-blocks';
import { familyConnections } from '../../data/family-connections';
import { memberships } from '../../data/memberships';
import { InvalidCursorError } from '../../data/cursor';
import { conversations, messages, sendWindows, type ConversationItem, type MessageItem } from '../../data/messages';
import { teams } from '../../data/teams';
import { users, type UserItem } from '../../data/users';
import { logger } from '../../lib/logger';
import { notifyMany } from '../../lib/queue';
import { onlineNow, pushTo } from './realtime';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import { blockedAround, isBlockedBy, withoutBlocked } from '../privacy/blocking';
import { nameSeenByOthers } from '../people/seen-by-others';
import { isMinor } from '@shared/people/age';
import { knowsSender, mayMessage } from './rules';
import type { Caller } from '../../lib/caller';

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
  readInRally: (sender: string) => `${sender} sent you a message on ${PRODUCT_NAME}. Open the conversation to read it.`,
} as const;

/** A burst of messages within this long becomes one notification per person (one e-mail). */
const NOTIFY_BATCH_MINUTES = 15;

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
async function directConversationOf(a: string, b: string): Promise<string | null> {
  const found = await conversations.directOf(a, b);
  if (found) return found;
  const legacyId = legacyDirectIdOf(a, b);
  return (await conversations.get(legacyId)) ? conversations.adoptDirect(legacyId, a, b) : null;
}

/** The name others see (the profile's own fallback rule). */
const nameOf = (u: UserItem | undefined) => nameSeenByOthers(u, 'Former member');

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

/**
 * May `sender` message `recipient` directly now? Throws the reason as a 403. Otherwise answers
 * whether the recipient knows the sender (for what their notification may carry).
 */
async function assertMayMessage(senderId: string, recipient: UserItem, conversationId: string | null): Promise<{ known: boolean }> {
  const [blockedBy, blocking, conversationBlocked, connection, senderTeams, recipientTeams, family] = await Promise.all([
    isBlockedBy(recipient.uid, senderId),
    isBlockedBy(senderId, recipient.uid),
    conversationId ? conversationBlocks.isBlocked(recipient.uid, conversationId) : false,
    connections.get(senderId, recipient.uid),
    memberships.listOf(senderId),
    memberships.listOf(recipient.uid),
    familyConnections.listOf(recipient.uid),
  ]);
  const theirTeams = new Set(recipientTeams.map((m) => m.teamId));
  const privacy = (recipient.privacySettings ?? {}) as { messagesFromAnyone?: unknown };
  const facts = {
    blockedEitherWay: blockedBy || blocking,
    conversationBlockedByRecipient: conversationBlocked,
    recipientAllowsAnyone: privacy.messagesFromAnyone === true,
    connected: connection?.status === 'accepted',
    shareTeam: senderTeams.some((m) => theirTeams.has(m.teamId)),
    recipientIsMinor: isMinor(recipient.birthdate, new Date()),
    senderAdminsRecipientTeam: senderTeams.some((m) => theirTeams.has(m.teamId) && (m.role === 'owner' || m.role === 'admin')),
    family: family.some((f) => f.status === 'accepted' && (f.requesterId === senderId || f.recipientId === senderId)),
  };
  const verdict = mayMessage(facts);
  if (!verdict.ok) throw new ForbiddenError(messageMessages[verdict.reason === 'not-allowed' ? 'notAllowed' : verdict.reason]);
  return { known: knowsSender({ kind: 'direct', ...facts }) };
}

function toMessageDto(m: MessageItem, names: Map<string, string>): MessageDto {
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

async function namesOf(ids: string[]): Promise<Map<string, string>> {
  const found = await users.getMany(ids);
  return new Map(found.map((u) => [u.uid, nameOf(u)]));
}

/** `messages`: direct conversations and the caller's teams' discussions, newest activity first. */
export async function listConversations(user: Pick<Caller, 'uid'>, q?: string): Promise<{ items: ConversationDto[] }> {
  const [mine, teamRoles, blocked, around] = await Promise.all([
    conversations.membershipsOf(user.uid),
    memberships.listOf(user.uid),
    conversationBlocks.listBy(user.uid),
    blockedAround(user.uid),
  ]);
  const hidden = new Set(blocked.map((b) => b.conversationId));
  const readAt = new Map(mine.map((m) => [m.conversationId, m.lastReadAt]));
  const direct = mine.filter((m) => m.kind === 'direct' && !hidden.has(m.conversationId));
  const teamIds = teamRoles.map((r) => r.teamId).filter((id) => !hidden.has(teamConversationId(id)));
  const [items, others, teamItems] = await Promise.all([
    conversations.getMany([...direct.map((d) => d.conversationId), ...teamIds.map(teamConversationId)]),
    users.getMany(direct.map((d) => d.otherUserId).filter((id): id is string => Boolean(id))),
    teams.getMany(teamIds),
  ]);
  const byId = new Map(items.map((c) => [c.conversationId, c]));
  const otherById = new Map(others.map((u) => [u.uid, u]));
  // Presence never crosses a block pair.
  const showsOnline = withoutBlocked(others, around, (u) => u.uid).filter(
    (u) => (u.privacySettings as { publicOnlineStatus?: unknown } | undefined)?.publicOnlineStatus === true,
  );
  const online = await onlineNow(showsOnline.map((u) => u.uid));

  const rows: ConversationDto[] = [
    ...direct.map((d) => {
      const other = d.otherUserId ? otherById.get(d.otherUserId) : undefined;
      return {
        id: d.conversationId,
        kind: 'direct' as const,
        title: nameOf(other),
        otherUserId: d.otherUserId ?? null,
        teamId: null,
        lastMessage: lastOf(byId.get(d.conversationId), around),
        unread: 0,
        online: other && online.has(other.uid) ? online.get(other.uid)! : null,
      };
    }),
    ...teamItems.map((t) => ({
      id: teamConversationId(t.teamId),
      kind: 'team' as const,
      title: t.name,
      otherUserId: null,
      teamId: t.teamId,
      lastMessage: lastOf(byId.get(teamConversationId(t.teamId)), around),
      unread: 0,
      online: null,
    })),
  ];
  const needle = q?.trim().toLocaleLowerCase();
  const matching = needle ? rows.filter((r) => r.title.toLocaleLowerCase().includes(needle) || r.lastMessage?.text.toLocaleLowerCase().includes(needle)) : rows;
  // Unread: only where something arrived after the caller last read (one small Query each).
  await Promise.all(
    matching.map(async (r) => {
      if (r.lastMessage && r.lastMessage.senderId !== user.uid && (!readAt.get(r.id) || r.lastMessage.sentAt > readAt.get(r.id)!)) {
        r.unread = await messages.countAfter(r.id, readAt.get(r.id), user.uid);
      }
    }),
  );
  matching.sort((a, b) => (b.lastMessage?.sentAt ?? '').localeCompare(a.lastMessage?.sentAt ?? '') || a.title.localeCompare(b.title));
  return { items: matching };
}

/** The last message for the list; none when its sender is in a block pair with the reader (`hidden`). */
const lastOf = (c: ConversationItem | undefined, hidden: ReadonlySet<string> = new Set()) =>
  c?.lastAt && c.lastSenderId && !hidden.has(c.lastSenderId) ? { text: c.lastText ?? '', senderId: c.lastSenderId, sentAt: c.lastAt } : null;

/** Start (or reopen) a direct conversation with someone the caller may message. */
export async function openDirect(user: Pick<Caller, 'uid'>, otherId: string): Promise<ConversationDto> {
  if (otherId === user.uid) throw new BadRequestError(messageMessages.self, [{ path: 'userId', message: messageMessages.self }]);
  const other = await users.get(otherId);
  if (!other) throw new NotFoundError(messageMessages.userNotFound);
  const existing = await directConversationOf(user.uid, otherId);
  await assertMayMessage(user.uid, other, existing);
  const conversationId = existing ?? (await conversations.openDirect(newDirectId(), user.uid, otherId));
  // Reopening one the caller had blocked unblocks it: they asked to talk.
  await conversationBlocks.unblock(user.uid, conversationId);
  const showsOnline = (other.privacySettings as { publicOnlineStatus?: unknown } | undefined)?.publicOnlineStatus === true;
  const conversation = await conversations.get(conversationId);
  return {
    id: conversationId,
    kind: 'direct',
    title: nameOf(other),
    otherUserId: otherId,
    teamId: null,
    lastMessage: lastOf(conversation ?? undefined),
    unread: 0,
    online: showsOnline ? ((await onlineNow([otherId])).get(otherId) ?? false) : null,
  };
}

/**
 * History, newest first, older pages by cursor. Messages of someone in a block pair with the reader
 * are left out: in a team's discussion both stay members and write, and neither reads the other.
 */
export async function history(user: Pick<Caller, 'uid'>, conversationId: string, before: string | undefined, limit: number) {
  const [, around] = await Promise.all([access(user.uid, conversationId), blockedAround(user.uid)]);
  let page;
  try {
    page = await messages.page(conversationId, limit, before ?? null);
  } catch (error) {
    if (error instanceof InvalidCursorError) {
      throw new BadRequestError(`${apiMessages.invalidInput}: before`, [{ path: 'query.before', message: 'This history moved on: reload the conversation' }]);
    }
    throw error;
  }
  const shown = withoutBlocked(page.items, around, (m) => m.senderId);
  const names = await namesOf(shown.map((m) => m.senderId));
  return { items: shown.map((m) => toMessageDto(m, names)), next: page.cursor };
}

/**
 * Send: checked (membership, for a direct conversation the recipient's rules, the rate), stored,
 * pushed live to everyone connected, and notified to the others, one notification per person per
 * quarter hour of a conversation (so a burst sends one e-mail).
 */
export async function sendMessage(user: Pick<Caller, 'uid'>, conversationId: string, text: string): Promise<MessageDto> {
  const [{ conversation, memberIds: everyone, teamName }, around] = await Promise.all([access(user.uid, conversationId), blockedAround(user.uid)]);
  // Members in a block pair with the sender neither get the message live nor hear of it.
  const memberIds = withoutBlocked(everyone, around, (id) => id);
  const others = memberIds.filter((id) => id !== user.uid);
  // A team discussion's people are all teammates; a direct recipient may not know the sender.
  let known = true;
  if (conversation.kind === 'direct') {
    const recipient = await users.get(everyone.find((id) => id !== user.uid) ?? '');
    if (!recipient) throw new NotFoundError(messageMessages.userNotFound);
    ({ known } = await assertMayMessage(user.uid, recipient, conversationId));
  }
  if (!(await sendWindows.take(user.uid, messageLimits.windowSeconds, messageLimits.burst))) throw new TooManyRequestsError(messageMessages.tooMany);

  const saved = await messages.add(conversationId, user.uid, text);
  const sender = await users.get(user.uid);
  const dto = toMessageDto(saved, new Map([[user.uid, nameOf(sender ?? undefined)]]));
  const reached = await pushTo(memberIds, { type: 'message', message: dto });

  const away = others.filter((id) => !reached.has(id));
  if (away.length) {
    const batch = Math.floor(Date.parse(saved.sentAt) / (NOTIFY_BATCH_MINUTES * 60_000));
    const teamId = conversation.kind === 'team' ? conversation.teamId : undefined;
    await notifyMany(
      away.map((recipientId) => ({
        notificationId: `msg:${conversationId}:${recipientId}:${batch}`.slice(0, 100),
        userId: recipientId,
        type: teamId ? 'teamMessage' : 'directMessage',
        ...(teamId ? { topicId: teamDiscussionKey(teamId) } : {}),
        title: teamId ? `New messages in ${teamName ?? 'your team'}` : `New message from ${dto.senderName}`,
        // Mail and push come from Rally's own address: a stranger's words (and links) stay in the app.
        message: known ? text.slice(0, 200) : messageMessages.readInRally(dto.senderName),
        senderId: user.uid,
        link: `/messages?c=${encodeURIComponent(conversationId)}`,
        data: { conversationId },
      })),
    ).catch((error: unknown) => logger.error('message notifications not queued', { error: error as Error }));
  }
  return dto;
}

/** Edit or delete one's own message within the edit window; everyone connected sees the change. */
export async function changeMessage(user: Pick<Caller, 'uid'>, conversationId: string, messageId: string, change: { text: string } | { deleted: true }) {
  const [{ memberIds: everyone }, around] = await Promise.all([access(user.uid, conversationId), blockedAround(user.uid)]);
  const memberIds = withoutBlocked(everyone, around, (id) => id);
  const message = await messages.get(conversationId, messageId);
  if (!message || message.deleted) throw new NotFoundError(messageMessages.messageNotFound);
  if (message.senderId !== user.uid) throw new ForbiddenError(messageMessages.notYours);
  if (Date.now() - Date.parse(message.sentAt) > messageLimits.editWindowMinutes * 60_000) throw new ConflictError(messageMessages.tooLate);
  const saved = await messages.update(conversationId, messageId, 'deleted' in change ? { text: '', deleted: true } : { text: change.text });
  if (!saved) throw new NotFoundError(messageMessages.messageNotFound);
  const dto = toMessageDto(saved, await namesOf([user.uid]));
  await pushTo(memberIds, { type: 'message-updated', message: dto });
  return dto;
}

export async function markRead(user: Pick<Caller, 'uid'>, conversationId: string) {
  const { conversation } = await access(user.uid, conversationId);
  const at = new Date().toISOString();
  await conversations.markRead(user.uid, conversationId, conversation.kind, at);
  return { conversationId, lastReadAt: at };
}

/** Someone is typing: the others in the conversation who are connected see it (never stored), none in a block pair with them. */
export async function typing(userId: string, conversationId: string): Promise<void> {
  const [{ memberIds }, around] = await Promise.all([access(userId, conversationId), blockedAround(userId)]);
  const to = withoutBlocked(memberIds, around, (id) => id).filter((id) => id !== userId);
  if (!to.length) return;
  const name = nameOf((await users.get(userId)) ?? undefined);
  const event: RealtimeEvent = { type: 'typing', conversationId, userId, name };
  await pushTo(to, event);
}

/** Tell the people someone talks with directly that they came online or left (if they show it). */
export async function announcePresence(userId: string, online: boolean): Promise<void> {
  const user = await users.get(userId);
  if ((user?.privacySettings as { publicOnlineStatus?: unknown } | undefined)?.publicOnlineStatus !== true) return;
  const [mine, around] = await Promise.all([conversations.membershipsOf(userId), blockedAround(userId)]);
  const direct = mine.filter((m) => m.kind === 'direct' && m.otherUserId).map((m) => m.otherUserId!);
  // Presence never crosses a block pair, either way.
  const partners = withoutBlocked(direct, around, (id) => id);
  if (partners.length) await pushTo(partners, { type: 'presence', userId, online });
}

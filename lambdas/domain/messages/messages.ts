import { apiMessages } from '@shared/constants/messages';
import { teamDiscussionKey } from '@shared/constants/notification-types';
import { messageLimits, type MessageDto, type RealtimeEvent } from '@shared/schemas/message';
import { InvalidCursorError } from '../../data/cursor';
import { conversations, messages, sendWindows } from '../../data/messages';
import { users } from '../../data/users';
import { logger } from '../../lib/logger';
import { notifyMany } from '../../lib/queue';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { blockedAround, withoutBlocked } from '../privacy/blocking';
import { access, assertMayMessage, messageMessages, nameOf, namesOf, toMessageDto } from './conversation-access';
import { liveConnectionsOf, pushTo } from './realtime';
import { connectionGateway } from '../../lib/realtime/connection-gateway';
import { notificationText } from '../notifications/copy';

/** A burst of messages within this long becomes one notification per person (one e-mail). */
const NOTIFY_BATCH_MINUTES = 15;

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
/** How long a replay that lost the race for its send id waits for the winner's message (about a second). */
const SEND_ID_WAITS = 10;
const SEND_ID_WAIT_MS = 100;

/**
 * Post a message. With a send id (a message written offline and replayed), a repeat answers with
 * the message the first send stored and nobody is pushed or notified again.
 */
export async function sendMessage(user: Pick<Caller, 'uid'>, conversationId: string, text: string, sendId?: string): Promise<MessageDto> {
  const [{ conversation, memberIds: everyone, teamName }, around] = await Promise.all([access(user.uid, conversationId), blockedAround(user.uid)]);
  // Members in a block pair with the sender neither get the message live nor hear of it.
  const memberIds = withoutBlocked(everyone, around, (id) => id);
  const others = memberIds.filter((id) => id !== user.uid);
  // Who is connected is read while the message is checked and stored; a refused send never pushes.
  const live = connectionGateway() ? liveConnectionsOf(memberIds) : undefined;
  for (const pending of live?.values() ?? []) pending.catch(() => undefined);
  // A team discussion's people are all teammates; a direct recipient may not know the sender.
  // Both profiles in one BatchGet: the recipient's rules and the sender's name.
  const recipientId = conversation.kind === 'direct' ? (everyone.find((id) => id !== user.uid) ?? '') : null;
  const profiles = new Map((await users.getMany([user.uid, recipientId ?? ''].filter(Boolean))).map((u) => [u.uid, u]));
  let known = true;
  if (recipientId !== null) {
    const recipient = profiles.get(recipientId);
    if (!recipient) throw new NotFoundError(messageMessages.userNotFound);
    ({ known } = await assertMayMessage(user.uid, recipient, conversationId, around));
  }
  const senderName = () => new Map([[user.uid, nameOf(profiles.get(user.uid))]]);
  const sentBefore = async () => {
    const earlier = sendId ? await messages.bySendId(conversationId, user.uid, sendId) : null;
    return earlier ? toMessageDto(earlier, senderName()) : null;
  };
  // A replay is answered before the rate limit: the first send already counted.
  const repeat = await sentBefore();
  if (repeat) return repeat;
  if (!(await sendWindows.take(user.uid, messageLimits.windowSeconds, messageLimits.burst))) throw new TooManyRequestsError(messageMessages.tooMany);

  const saved = await messages.add(conversationId, user.uid, text, sendId);
  if (!saved) {
    // Two sends of one id at once: the other one claimed it and is storing the message.
    for (let attempt = 0; attempt < SEND_ID_WAITS; attempt++) {
      const raced = await sentBefore();
      if (raced) return raced;
      await new Promise((resolve) => setTimeout(resolve, SEND_ID_WAIT_MS));
    }
    throw new ConflictError(messageMessages.sendIdTaken);
  }
  const dto = toMessageDto(saved, senderName());
  const reached = await pushTo(memberIds, { type: 'message', message: dto }, live);

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
        // Mail and push come from Rally's own address: a stranger's words (and links) stay in the app.
        ...(teamId
          ? notificationText('teamMessage', { team: teamName ?? '', sender: dto.senderName, text: known ? text.slice(0, 200) : '' })
          : notificationText('directMessage', { sender: dto.senderName, text: known ? text.slice(0, 200) : '' })),
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

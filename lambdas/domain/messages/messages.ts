import { apiMessages } from '@shared/constants/messages';
import { teamDiscussionKey } from '@shared/constants/notification-types';
import { conversationBlocks } from '../../data/conversation-blocks';
import { messageLimits, type MessageDto, type RealtimeEvent } from '@shared/schemas/message';
import { InvalidCursorError } from '../../data/cursor';
import { conversations, messages } from '../../data/messages';
import { users, type UserItem } from '../../data/users';
import { logger } from '../../lib/logger';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { blockedAround, withoutBlocked } from '../privacy/blocking';
import { access, checkDirectMessage, messageMessages, nameOf, namesOf, toMessageDto } from './conversation-access';
import { deliverLater, FANOUT_INLINE_MAX, noticeTo, type Notice } from './delivery';
import { liveConnectionsOf, pushTo, type LiveConnections } from './realtime';
import { connectionGateway } from '../../lib/realtime/connection-gateway';
import { notificationText } from '../notifications/copy';


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

/** How long a replay that lost the race for its send id waits for the winner's message (about a second). */
const SEND_ID_WAITS = 10;
const SEND_ID_WAIT_MS = 100;

/**
 * Post a message: checked (membership; for a direct conversation the recipient's rules and both
 * people's live connections, all read in one BatchGetItem), stored with the rate counted in one transaction, pushed live to everyone
 * connected and notified to the others, one notification per person per quarter hour of a
 * conversation. In a team discussion of more than FANOUT_INLINE_MAX others the author's own
 * connections get it at once and the others through the notify queue, FANOUT_SLICE to a message.
 * With a send id (a message written offline and replayed), a repeat answers with the message the
 * first send stored and nobody is pushed or notified again.
 */
export async function sendMessage(user: Pick<Caller, 'uid'>, conversationId: string, text: string, sendId?: string): Promise<MessageDto> {
  const teamSend = conversationId.startsWith('team_');
  // Read beside the checks; each is used only once the checks pass.
  const earlier = sendId ? messages.bySendId(conversationId, user.uid, sendId) : Promise.resolve(null);
  const senderOfTeam = teamSend ? users.get(user.uid) : Promise.resolve(null);
  const aroundOfTeam = teamSend ? blockedAround(user.uid) : null;
  for (const pending of [earlier, senderOfTeam, aroundOfTeam]) pending?.catch(() => undefined);
  const { conversation, memberIds: everyone, teamName } = await access(user.uid, conversationId);

  let memberIds = everyone;
  let sender: UserItem | null;
  let known = true;
  let live: LiveConnections | undefined;
  let fanOut = false;
  if (conversation.kind === 'direct') {
    // Who is connected comes with the rules, in their one read; a refused send never pushes.
    const recipientId = everyone.find((id) => id !== user.uid) ?? '';
    const checked = await checkDirectMessage(user.uid, recipientId, conversationId);
    ({ sender, known } = checked);
    live = new Map(everyone.map((id) => [id, Promise.resolve(checked.live.get(id) ?? [])]));
  } else {
    // Members in a block pair with the sender neither get the message live nor hear of it.
    memberIds = withoutBlocked(everyone, await (aroundOfTeam ?? blockedAround(user.uid)), (id) => id);
    fanOut = memberIds.length - 1 > FANOUT_INLINE_MAX;
    live = connectionGateway() ? liveConnectionsOf(fanOut ? [user.uid] : memberIds) : undefined;
    for (const pending of live?.values() ?? []) pending.catch(() => undefined);
    sender = await (teamSend ? senderOfTeam : users.get(user.uid));
  }
  const senderName = () => new Map([[user.uid, nameOf(sender ?? undefined)]]);
  const sentBefore = async () => {
    const found = sendId ? await messages.bySendId(conversationId, user.uid, sendId) : null;
    return found ? toMessageDto(found, senderName()) : null;
  };
  // A replay is answered before the rate limit: the first send already counted.
  const repeat = await earlier;
  if (repeat) return toMessageDto(repeat, senderName());

  const saved = await messages.add(conversationId, user.uid, text, { sendId, rate: { windowSeconds: messageLimits.windowSeconds, limit: messageLimits.burst } });
  if (saved === 'too-fast') throw new TooManyRequestsError(messageMessages.tooMany);
  if (saved === 'claimed') {
    // Two sends of one id at once: the other one claimed it and is storing the message.
    for (let attempt = 0; attempt < SEND_ID_WAITS; attempt++) {
      const raced = await sentBefore();
      if (raced) return raced;
      await new Promise((resolve) => setTimeout(resolve, SEND_ID_WAIT_MS));
    }
    throw new ConflictError(messageMessages.sendIdTaken);
  }
  const dto = toMessageDto(saved, senderName());
  const event = { type: 'message' as const, message: dto };
  const teamId = conversation.kind === 'team' ? conversation.teamId : undefined;
  const notice: Notice = {
    type: teamId ? 'teamMessage' : 'directMessage',
    ...(teamId ? { topicId: teamDiscussionKey(teamId) } : {}),
    // Mail and push come from Rally's own address: a stranger's words (and links) stay in the app.
    ...(teamId
      ? notificationText('teamMessage', { team: teamName ?? '', sender: dto.senderName, text: known ? text.slice(0, 200) : '' })
      : notificationText('directMessage', { sender: dto.senderName, text: known ? text.slice(0, 200) : '' })),
    senderId: user.uid,
    link: `/messages?c=${encodeURIComponent(conversationId)}`,
    data: { conversationId },
  };
  const others = memberIds.filter((id) => id !== user.uid);
  try {
    if (fanOut) {
      await pushTo([user.uid], event, live);
      await deliverLater(others, event, notice);
    } else {
      // The author's own other connections get it too; only the others are notified.
      const reached = await pushTo(memberIds, event, live);
      const away = others.filter((id) => !reached.has(id));
      if (away.length) await noticeTo(away, event, notice);
    }
  } catch (error) {
    // The message is stored: the author keeps it and the others read it in the conversation.
    logger.error('message delivery not queued', { error: error as Error, conversationId });
  }
  return dto;
}

/** Edit or delete one's own message within the edit window; everyone connected sees the change. */
export async function changeMessage(user: Pick<Caller, 'uid'>, conversationId: string, messageId: string, change: { text: string } | { deleted: true }) {
  const [{ conversation, memberIds: everyone }, around] = await Promise.all([access(user.uid, conversationId), blockedAround(user.uid)]);
  const memberIds = await liveAudience(user.uid, conversationId, conversation.kind, everyone, around);
  const message = await messages.get(conversationId, messageId);
  if (!message || message.deleted) throw new NotFoundError(messageMessages.messageNotFound);
  if (message.senderId !== user.uid) throw new ForbiddenError(messageMessages.notYours);
  if (Date.now() - Date.parse(message.sentAt) > messageLimits.editWindowMinutes * 60_000) throw new ConflictError(messageMessages.tooLate);
  const saved = await messages.update(conversationId, messageId, 'deleted' in change ? { text: '', deleted: true } : { text: change.text });
  if (!saved) throw new NotFoundError(messageMessages.messageNotFound);
  const dto = toMessageDto(saved, await namesOf([user.uid]));
  const event = { type: 'message-updated' as const, message: dto };
  // A big team discussion hears of the change as of the message: the author now, the others through the queue.
  if (memberIds.length - 1 > FANOUT_INLINE_MAX) {
    await pushTo([user.uid], event);
    await deliverLater(
      memberIds.filter((id) => id !== user.uid),
      event,
      undefined,
    );
  } else {
    await pushTo(memberIds, event);
  }
  return dto;
}

export async function markRead(user: Pick<Caller, 'uid'>, conversationId: string) {
  const { conversation } = await access(user.uid, conversationId);
  const at = new Date().toISOString();
  await conversations.markRead(user.uid, conversationId, conversation.kind, at);
  return { conversationId, lastReadAt: at };
}

/**
 * The people of a conversation a live event from `userId` may reach: none in a block pair with
 * them and, in a direct conversation, not the other person once they blocked the conversation
 * (what stops a message there stops its typing and edits too).
 */
async function liveAudience(userId: string, conversationId: string, kind: string, memberIds: readonly string[], around: ReadonlySet<string>) {
  const reachable = withoutBlocked(memberIds, around, (id) => id);
  if (kind !== 'direct') return reachable;
  const others = reachable.filter((id) => id !== userId);
  const blockedBy = await conversationBlocks.blockedAmong(others.map((id) => ({ userId: id, conversationId })));
  return reachable.filter((id) => !blockedBy.has(`${id}|${conversationId}`));
}

/** Someone is typing: the others in the conversation who are connected see it (never stored), as `liveAudience` allows. */
export async function typing(userId: string, conversationId: string): Promise<void> {
  const [{ conversation, memberIds }, around] = await Promise.all([access(userId, conversationId), blockedAround(userId)]);
  const to = (await liveAudience(userId, conversationId, conversation.kind, memberIds, around)).filter((id) => id !== userId);
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
  const direct = mine.filter((m) => m.kind === 'direct' && m.otherUserId);
  // Presence never crosses a block pair, nor a direct conversation either of the two blocked.
  const pairsOf = (m: (typeof direct)[number]) => [
    { userId, conversationId: m.conversationId },
    { userId: m.otherUserId!, conversationId: m.conversationId },
  ];
  const blocked = await conversationBlocks.blockedAmong(direct.flatMap(pairsOf));
  const open = direct.filter((m) => pairsOf(m).every((p) => !blocked.has(`${p.userId}|${p.conversationId}`)));
  const partners = withoutBlocked(open.map((m) => m.otherUserId!), around, (id) => id);
  if (partners.length) await pushTo(partners, { type: 'presence', userId, online });
}

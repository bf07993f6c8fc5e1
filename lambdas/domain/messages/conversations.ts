import type { ConversationDto } from '@shared/schemas/message';
import { conversationBlocks } from '../../data/conversation-blocks';
import { memberships } from '../../data/memberships';
import { conversations, messages, type ConversationItem } from '../../data/messages';
import { teams } from '../../data/teams';
import { users } from '../../data/users';
import { BadRequestError } from '../../lib/errors';
import type { Caller } from '../../lib/caller';
import { blockedAround, withoutBlocked } from '../privacy/blocking';
import { checkDirectMessage, directConversationOf, messageMessages, nameOf, newDirectId, teamConversationId } from './conversation-access';
import { onlineNow } from './realtime';

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
  // A direct conversation across a block (either way) is not listed: neither can write, and the
  // other person is "not found" everywhere else.
  const direct = mine.filter((m) => m.kind === 'direct' && !hidden.has(m.conversationId) && !(m.otherUserId && around.has(m.otherUserId)));
  const teamIds = teamRoles.map((r) => r.teamId).filter((id) => !hidden.has(teamConversationId(id)));
  const [items, others, teamItems, blockedByOther] = await Promise.all([
    conversations.getMany([...direct.map((d) => d.conversationId), ...teamIds.map(teamConversationId)]),
    users.getMany(direct.map((d) => d.otherUserId).filter((id): id is string => Boolean(id))),
    teams.getMany(teamIds),
    conversationBlocks.blockedAmong(direct.flatMap((d) => (d.otherUserId ? [{ userId: d.otherUserId, conversationId: d.conversationId }] : []))),
  ]);
  const byId = new Map(items.map((c) => [c.conversationId, c]));
  const otherById = new Map(others.map((u) => [u.uid, u]));
  // Presence never crosses a block pair, nor a conversation the other person blocked.
  const hidesFromMe = new Set(direct.filter((d) => blockedByOther.has(`${d.otherUserId}|${d.conversationId}`)).map((d) => d.otherUserId));
  const showsOnline = withoutBlocked(others, around, (u) => u.uid).filter(
    (u) => (u.privacySettings as { publicOnlineStatus?: unknown } | undefined)?.publicOnlineStatus === true && !hidesFromMe.has(u.uid),
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
  const existing = await directConversationOf(user.uid, otherId);
  const { recipient: other } = await checkDirectMessage(user.uid, otherId, existing);
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

import type { BodyOf } from '@shared/api/routes';
import { conversationBlocks } from '../../data/conversation-blocks';
import { notifications } from '../../data/notifications';
import { users } from '../../data/users';
import { ForbiddenError } from '../../lib/errors';
import { access } from '../messages/conversation-access';
import { nameSeenByOthers } from '../people/seen-by-others';
import type { Caller } from '../../lib/caller';

/** GET /api/users/{uid}/blocked-conversations: newest block first. Owner only. */
export async function listBlockedConversations(caller: Pick<Caller, 'uid'>, uid: string) {
  if (caller.uid !== uid) throw new ForbiddenError();
  const blocked = await conversationBlocks.listBy(uid);
  const others = await users.getMany(blocked.map((b) => b.otherUserId).filter((id): id is string => Boolean(id)));
  const byId = new Map(others.map((u) => [u.uid, u]));
  const items = blocked.map((b) => {
    const other = b.otherUserId ? byId.get(b.otherUserId) : undefined;
    return {
      conversationId: b.conversationId,
      otherUserId: b.otherUserId ?? null,
      otherDisplayName: other ? nameSeenByOthers(other) : null,
      blockedAt: b.blockedAt ?? new Date(0).toISOString(),
    };
  });
  return { items: items.sort((a, b) => b.blockedAt.localeCompare(a.blockedAt)) };
}

/**
 * PATCH /api/conversations/{conversationId} (§7 Conversation update {conversationId, userId,
 * blocked}): blocks or unblocks the conversation for the caller; `userId` must be the caller.
 * Blocking needs the caller to be in the conversation, answered like every conversation route
 * (404 'Conversation not found' whether it does not exist or is someone else's), so an id cannot
 * be used to learn who talks with whom. Blocking also deletes the caller's notifications of the
 * conversation's messages. Unblocking only removes the caller's own block item and
 * reads nothing about the conversation, so it answers the same for any id.
 */
export async function updateConversation(
  caller: Pick<Caller, 'uid'>,
  conversationId: string,
  input: BodyOf<'updateConversation'>,
) {
  if (input.userId !== caller.uid) throw new ForbiddenError();
  if (input.blocked) {
    const { conversation, memberIds } = await access(caller.uid, conversationId);
    // A direct conversation names the other person, so the privacy screen can show who it was with.
    const otherUserId = conversation.kind === 'direct' ? memberIds.find((id) => id !== caller.uid) : undefined;
    await conversationBlocks.block(caller.uid, conversationId, otherUserId);
    // What it already sent them goes too: a blocked conversation leaves nothing in their inbox.
    await notifications.removeOfConversation(caller.uid, conversationId);
  } else await conversationBlocks.unblock(caller.uid, conversationId);
  return { conversationId, userId: caller.uid, blocked: input.blocked };
}

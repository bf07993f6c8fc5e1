import type { ItemOf } from './entities/table';
import { ulid } from 'ulid';
import type { Conversation, ConversationMember, Message } from './entities/message';
import type { ConnectionItem } from './connections';
import { getAcross } from './batch';
import { readPresence, type LiveConnection } from './ws-connections';
import { readFromCursor } from './cursor';
import { db, isConditionFailure, unlessConditionFails, writeWithRetry } from './service';
import type { UserItem } from './users';

export type ConversationItem = ItemOf<typeof Conversation>;
export type MemberItem = ItemOf<typeof ConversationMember>;
export type MessageItem = ItemOf<typeof Message>;

/** The key of a pair of people, the same whichever of them asks. */
export const pairKeyOf = (a: string, b: string) => [a, b].sort().join('|');

/** Access patterns for conversations, messages and the send rate (docs/data-model.md); live connections are in ws-connections.ts. */
export const conversations = {
  async get(conversationId: string): Promise<ConversationItem | null> {
    const { data } = await db().entities.conversation.get({ conversationId }).go();
    return data;
  },

  async getMany(ids: string[]): Promise<ConversationItem[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const { data } = await db()
      .entities.conversation.get(unique.map((conversationId) => ({ conversationId })))
      .go();
    return data;
  },

  /** The id of the direct conversation two people have, or null (one GetItem on their pair). */
  async directOf(a: string, b: string): Promise<string | null> {
    const { data } = await db().entities.directPair.get({ pairKey: pairKeyOf(a, b) }).go();
    return data?.conversationId ?? null;
  },

  /**
   * Open the direct conversation of two people with `conversationId`, unless they already have
   * one: the pair item (conditional), the conversation and both list entries in one transaction.
   * Returns the id that holds the pair: this one, or the one a concurrent open wrote first.
   */
  async openDirect(conversationId: string, a: string, b: string): Promise<string> {
    try {
      await db()
        .transaction.write(({ directPair, conversation, conversationMember }) => [
          directPair.create({ pairKey: pairKeyOf(a, b), conversationId }).commit(),
          conversation.create({ conversationId, kind: 'direct', memberIds: [a, b].sort() }).commit(),
          conversationMember.put({ userId: a, conversationId, kind: 'direct', otherUserId: b }).commit(),
          conversationMember.put({ userId: b, conversationId, kind: 'direct', otherUserId: a }).commit(),
        ])
        .go();
      return conversationId;
    } catch (error) {
      if (!isConditionFailure(error) && !/TransactionCanceled/i.test(String((error as Error).message))) throw error;
      const winner = await this.directOf(a, b);
      if (!winner) throw error;
      return winner;
    }
  },

  /**
   * Point two people's pair at a conversation made before pairs existed (its id was derived from
   * their uids). Returns the id that holds the pair.
   */
  async adoptDirect(conversationId: string, a: string, b: string): Promise<string> {
    return unlessConditionFails(async () => {
      await db().entities.directPair.create({ pairKey: pairKeyOf(a, b), conversationId }).go();
      return conversationId;
    }, async () => (await this.directOf(a, b)) ?? conversationId);
  },

  /** A team's discussion item (created on its first use). */
  async ensureTeam(conversationId: string, teamId: string): Promise<void> {
    await unlessConditionFails(async () => {
      await db().entities.conversation.create({ conversationId, kind: 'team', teamId }).go();
    }, undefined);
  },

  /** The caller's direct conversations and read markers (one Query on their partition). */
  async membershipsOf(userId: string): Promise<MemberItem[]> {
    const { data } = await db().entities.conversationMember.query.byUser({ userId }).go({ pages: 'all' });
    return data;
  },

  async member(userId: string, conversationId: string): Promise<MemberItem | null> {
    const { data } = await db().entities.conversationMember.get({ userId, conversationId }).go();
    return data;
  },

  /** Move the read marker forward (never back). */
  async markRead(userId: string, conversationId: string, kind: 'direct' | 'team', at: string): Promise<void> {
    await unlessConditionFails(async () => {
      await db()
        .entities.conversationMember.upsert({ userId, conversationId, kind, lastReadAt: at })
        .where(({ lastReadAt }, { notExists, lt }) => `${notExists(lastReadAt)} OR ${lt(lastReadAt, at)}`)
        .go();
    }, undefined);
  },
};

const SEND_ID_DAYS = 7;
/** Whose send ids a claim belongs to: the same id from another person or conversation is another message. */
const sendIdScope = (senderId: string, conversationId: string) => `send:${senderId}:${conversationId}`;

export const messages = {
  /**
   * Store a message, stamp the conversation's last message and count it in the sender's send
   * window, in one transaction: a message over the rate is never stored and a refused send never
   * counts. A send id is claimed first, by a conditional put of its own: one item decides a race
   * of replays (concurrent transactions on the busy conversation item would cancel each other
   * instead). 'claimed' when the id was already claimed (the message is, or is about to be,
   * stored: see `bySendId`); 'too-fast' when the window is full. A refused or failed store frees
   * the claim. Concurrent sends to one conversation conflict on its item and are retried.
   */
  async add(
    conversationId: string,
    senderId: string,
    text: string,
    options: { sendId?: string; rate: { windowSeconds: number; limit: number } },
  ): Promise<MessageItem | 'claimed' | 'too-fast'> {
    const messageId = ulid();
    const sentAt = new Date().toISOString();
    const item = { conversationId, messageId, senderId, text, sentAt, deleted: false };
    const claim = options.sendId ? { consumer: sendIdScope(senderId, conversationId), messageId: options.sendId } : null;
    if (claim) {
      const expiresAt = Math.floor(Date.now() / 1000) + SEND_ID_DAYS * 86_400;
      const claimed = await unlessConditionFails(async () => {
        await db().entities.processedMessage.create({ ...claim, resultId: messageId, expiresAt }).go({ response: 'none' });
        return true;
      }, false);
      if (!claimed) return 'claimed';
    }
    const { windowSeconds, limit } = options.rate;
    const window = Math.floor(Date.now() / 1000 / windowSeconds);
    let result;
    try {
      result = await writeWithRetry(() =>
        db()
          .transaction.write(({ message, conversation, sendWindow }) => [
            message.create(item).commit(),
            conversation.patch({ conversationId }).set({ lastText: text.slice(0, 200), lastSenderId: senderId, lastAt: sentAt }).commit(),
            sendWindow
              .update({ userId: senderId, window })
              .add({ count: 1 })
              .set({ expiresAt: (window + 2) * windowSeconds })
              .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit)}`)
              .commit(),
          ])
          .go(),
      );
    } catch (error) {
      if (claim) await db().entities.processedMessage.delete(claim).go({ response: 'none' });
      throw error;
    }
    if (result.ok) return item;
    if (claim) await db().entities.processedMessage.delete(claim).go({ response: 'none' });
    // Only the window's condition can refuse: a new ULID is never taken and the conversation exists.
    if (/ConditionalCheckFailed/i.test(result.codes[2] ?? '')) return 'too-fast';
    throw new Error(`message not stored: ${result.codes.join(', ')}`);
  },

  /** The message a send id stored, if that id was used in this conversation by this sender (two reads). */
  async bySendId(conversationId: string, senderId: string, sendId: string): Promise<MessageItem | null> {
    const { data: claim } = await db()
      .entities.processedMessage.get({ consumer: sendIdScope(senderId, conversationId), messageId: sendId })
      .go({ consistent: true });
    return claim?.resultId ? this.get(conversationId, claim.resultId) : null;
  },

  async get(conversationId: string, messageId: string): Promise<MessageItem | null> {
    const { data } = await db().entities.message.get({ conversationId, messageId }).go();
    return data;
  },

  /** Change a message's text or delete it (tombstone); null when it is gone. */
  async update(conversationId: string, messageId: string, patch: { text: string; deleted?: boolean }): Promise<MessageItem | null> {
    return unlessConditionFails(async () => {
      const { data } = await db()
        .entities.message.patch({ conversationId, messageId })
        .set({ ...patch, editedAt: new Date().toISOString() })
        .go({ response: 'all_new' });
      return data as MessageItem;
    }, null);
  },

  /** One page of history, newest first, older pages by cursor. */
  async page(conversationId: string, limit: number, cursor: string | null): Promise<{ items: MessageItem[]; cursor: string | null }> {
    const page = await readFromCursor(cursor, () =>
      db().entities.message.query.byConversation({ conversationId }).go({ order: 'desc', limit, cursor }),
    );
    return { items: page.data, cursor: page.cursor };
  },

  /** Messages after a moment from others (unread count), counted up to `cap`. */
  async countAfter(conversationId: string, after: string | undefined, notFrom: string, cap = 99): Promise<number> {
    const query = db().entities.message.query.byConversation({ conversationId });
    const page = await (after ? query.gt({ messageId: ulidFloor(after) }) : query).go({ order: 'desc', limit: cap + 10 });
    return Math.min(
      cap,
      page.data.filter((m) => m.senderId !== notFrom && !m.deleted && (!after || m.sentAt > after)).length,
    );
  },
};

/** The smallest ULID at a moment: message ids sort by time, so `gt` this is "sent after". */
function ulidFloor(iso: string): string {
  const ms = Date.parse(iso);
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let time = '';
  let rest = ms;
  for (let i = 0; i < 10; i++) {
    time = alphabet[rest % 32]! + time;
    rest = Math.floor(rest / 32);
  }
  return `${time}${'0'.repeat(16)}`;
}

/** What a direct send decides on, read in one BatchGetItem (docs/data-model.md). */
export interface DirectSendFacts {
  sender: UserItem | null;
  recipient: UserItem | null;
  senderBlockedRecipient: boolean;
  recipientBlockedSender: boolean;
  /** The recipient blocked this conversation (false when there is none yet). */
  conversationBlocked: boolean;
  /** The sender's side of their connection, if any. */
  connection: ConnectionItem | null;
  /** Each person's live WebSocket connections (none when they are away). */
  live: Map<string, LiveConnection[]>;
}

/**
 * Both profiles, the blocks either way, the recipient's block of the conversation and the
 * connection between two people (the conversation block only when there is a conversation),
 * and who of them is connected: up to eight keys of five entities in one BatchGetItem, always
 * read afresh (a block or a privacy change stops the very next message).
 */
export async function directSendFacts(senderId: string, recipientId: string, conversationId: string | null): Promise<DirectSendFacts> {
  const { user, block, conversationBlock, connection, presence } = db().entities;
  const [people = [], blocks = [], conversationBlocks = [], connections = [], presences = []] = await getAcross([
    { get: user.get([{ uid: senderId }, { uid: recipientId }]), parse: (Items) => user.parse({ Items }).data },
    {
      get: block.get([
        { blockerId: senderId, blockedUserId: recipientId },
        { blockerId: recipientId, blockedUserId: senderId },
      ]),
      parse: (Items) => block.parse({ Items }).data,
    },
    { get: conversationId ? conversationBlock.get([{ userId: recipientId, conversationId }]) : null, parse: (Items) => conversationBlock.parse({ Items }).data },
    { get: connection.get([{ userId: senderId, otherUserId: recipientId }]), parse: (Items) => connection.parse({ Items }).data },
    { get: presence.get([{ userId: senderId }, { userId: recipientId }]), parse: (Items) => presence.parse({ Items }).data },
  ]);
  const presenceOf = (userId: string) => (presences as Array<{ userId: string; connections?: string[] }>).find((p) => p.userId === userId)?.connections;
  const found = people as UserItem[];
  const blockItems = blocks as Array<{ blockerId: string }>;
  return {
    sender: found.find((u) => u.uid === senderId) ?? null,
    recipient: found.find((u) => u.uid === recipientId) ?? null,
    senderBlockedRecipient: blockItems.some((b) => b.blockerId === senderId),
    recipientBlockedSender: blockItems.some((b) => b.blockerId === recipientId),
    conversationBlocked: conversationBlocks.length > 0,
    connection: (connections[0] as ConnectionItem | undefined) ?? null,
    live: new Map([senderId, recipientId].map((id) => [id, readPresence(presenceOf(id)).live])),
  };
}

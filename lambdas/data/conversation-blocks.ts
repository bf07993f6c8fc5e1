import type { ItemOf } from './entities/table';
import type { ConversationBlock } from './entities/conversation-block';
import { db, unlessConditionFails } from './service';
import { deleteAllKeys, getAllKeys } from './batch';

export type ConversationBlockItem = ItemOf<typeof ConversationBlock>;

/** Access patterns for blocked conversations (docs/data-model.md). */
export const conversationBlocks = {
  async listBy(userId: string): Promise<ConversationBlockItem[]> {
    const { data } = await db().entities.conversationBlock.query.byUser({ userId }).go({ pages: 'all' });
    return data;
  },

  async isBlocked(userId: string, conversationId: string): Promise<boolean> {
    const { data } = await db().entities.conversationBlock.get({ userId, conversationId }).go({ attributes: ['userId'] });
    return data !== null;
  },

  /**
   * Which of these (person, conversation) pairs are blocked, as `userId|conversationId`: one
   * BatchGetItem per 100 pairs (live pushes and the conversation list ask for many at once).
   */
  async blockedAmong(pairs: ReadonlyArray<{ userId: string; conversationId: string }>): Promise<Set<string>> {
    if (!pairs.length) return new Set();
    const { found, unprocessed } = await getAllKeys(db().entities.conversationBlock, [...pairs]);
    if (unprocessed.length) throw new Error(`conversationBlocks.blockedAmong: ${unprocessed.length} keys left unprocessed`);
    return new Set(found.map((b) => `${b.userId}|${b.conversationId}`));
  },

  /** Block a conversation; idempotent (blocking it again keeps the first `blockedAt`). */
  async block(userId: string, conversationId: string, otherUserId?: string): Promise<void> {
    await unlessConditionFails(async () => {
      await db()
        .entities.conversationBlock.create({ userId, conversationId, ...(otherUserId ? { otherUserId } : {}) })
        .go();
    }, undefined);
  },

  async unblock(userId: string, conversationId: string): Promise<void> {
    await db().entities.conversationBlock.delete({ userId, conversationId }).go();
  },

  async removeAllOf(userId: string): Promise<number> {
    const { data } = await db().entities.conversationBlock.query.byUser({ userId }).go({ pages: 'all', attributes: ['userId', 'conversationId'] });
    await deleteAllKeys(
      db().entities.conversationBlock,
      data.map((d) => ({ userId: d.userId, conversationId: d.conversationId })),
    );
    return data.length;
  },
};

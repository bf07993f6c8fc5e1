import type { ItemOf } from './entities/table';
import type { Block } from './entities/block';
import { db, unlessConditionFails } from './service';
import { deleteAllKeys } from './batch';

export type BlockItem = ItemOf<typeof Block>;

/** Access patterns for block lists (docs/data-model.md): one item per blocker → blocked pair. */
export const blocks = {
  /** A person's block list, in blocked-id order. */
  async listBy(blockerId: string): Promise<BlockItem[]> {
    const { data } = await db().entities.block.query.byBlocker({ blockerId }).go({ pages: 'all' });
    return data;
  },

  /** Who blocked this person (ids): one Query on the byBlocked index. */
  async blockerIdsOf(userId: string): Promise<string[]> {
    const { data } = await db()
      .entities.block.query.byBlocked({ blockedUserId: userId })
      .go({ pages: 'all', attributes: ['blockerId'] });
    return data.map((b) => b.blockerId);
  },

  /** Did `blockerId` block `otherId`? One GetItem. */
  async exists(blockerId: string, otherId: string): Promise<boolean> {
    const { data } = await db()
      .entities.block.get({ blockerId, blockedUserId: otherId })
      .go({ attributes: ['blockerId'] });
    return data !== null;
  },

  /**
   * Block these people, each its own conditional create, so concurrent blocks never overwrite
   * each other. Returns the ids that were new.
   */
  async add(blockerId: string, blockedUserIds: string[]): Promise<string[]> {
    const added = await Promise.all(
      blockedUserIds.map(async (blockedUserId) => {
        return unlessConditionFails(async () => {
          await db().entities.block.create({ blockerId, blockedUserId }).go();
          return blockedUserId;
        }, null);
      }),
    );
    return added.filter((id): id is string => id !== null);
  },

  async remove(blockerId: string, blockedUserId: string): Promise<void> {
    await db().entities.block.delete({ blockerId, blockedUserId }).go();
  },

  /** Every block a person made and every block of them (account deletion). */
  async removeAllOf(userId: string): Promise<number> {
    const [mine, ofMe] = await Promise.all([
      db()
        .entities.block.query.byBlocker({ blockerId: userId })
        .go({ pages: 'all', attributes: ['blockerId', 'blockedUserId'] }),
      db()
        .entities.block.query.byBlocked({ blockedUserId: userId })
        .go({ pages: 'all', attributes: ['blockerId', 'blockedUserId'] }),
    ]);
    const keys = [...mine.data, ...ofMe.data].map((b) => ({ blockerId: b.blockerId, blockedUserId: b.blockedUserId }));
    await deleteAllKeys(db().entities.block, keys);
    return keys.length;
  },
};

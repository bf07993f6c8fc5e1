import type { ItemOf } from './entities/table';
import type { Broadcast } from './entities/broadcast';
import { db } from './service';

export type BroadcastItem = ItemOf<typeof Broadcast>;

/** Access patterns for sent broadcasts and team announcements (docs/data-model.md). */
export const broadcasts = {
  async put(item: Omit<BroadcastItem, 'recipients'> & { recipients?: number }): Promise<void> {
    await db().entities.broadcast.put(item).go();
  },
  async get(broadcastId: string): Promise<BroadcastItem | null> {
    const { data } = await db().entities.broadcast.get({ broadcastId }).go();
    return data;
  },
  async setRecipients(broadcastId: string, recipients: number): Promise<void> {
    await db().entities.broadcast.patch({ broadcastId }).set({ recipients }).go();
  },
};

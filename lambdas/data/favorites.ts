import type { ItemOf } from './entities/table';
import type { Favorite } from './entities/favorite';
import { db, writeWithRetry } from './service';

export type FavoriteItem = ItemOf<typeof Favorite>;

/** Access patterns for favorites; the event's favoriteCount moves in the same transaction. */
export const favorites = {
  async isFavorite(userId: string, eventId: string): Promise<boolean> {
    const { data } = await db().entities.favorite.get({ userId, eventId }).go();
    return data !== null;
  },

  /** Idempotent: false when it was already a favorite (or the event is gone). */
  async add(userId: string, eventId: string): Promise<boolean> {
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ favorite, event }) => [
          favorite.create({ userId, eventId }).commit(),
          event.patch({ eventId }).add({ favoriteCount: 1 }).commit(),
        ])
        .go(),
    );
    return result.ok;
  },

  /** Idempotent: false when it was not a favorite. */
  async remove(userId: string, eventId: string): Promise<boolean> {
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ favorite, event }) => [
          favorite
            .delete({ userId, eventId })
            .where((a, op) => op.exists(a.eventId))
            .commit(),
          event
            .patch({ eventId })
            .add({ favoriteCount: -1 })
            .where((a, op) => op.gt(a.favoriteCount, 0))
            .commit(),
        ])
        .go(),
    );
    return result.ok;
  },

  async ofUser(userId: string): Promise<FavoriteItem[]> {
    const { data } = await db().entities.favorite.query.byUser({ userId }).go({ pages: 'all' });
    return data;
  },
};

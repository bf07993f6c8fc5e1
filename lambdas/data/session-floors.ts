import type { ItemOf } from './entities/table';
import type { SessionFloor } from './entities/session-floor';
import { db, isConditionFailure } from './service';

export type SessionFloorItem = ItemOf<typeof SessionFloor>;

/**
 * A floor outlives the longest token it can refuse (the CDK pool's id tokens last an hour,
 * cognito-local's a day), then DynamoDB's TTL removes it.
 */
const FLOOR_LIFETIME_S = 2 * 24 * 60 * 60;

/** Access patterns for session floors (docs/data-model.md). */
export const sessionFloors = {
  async get(userId: string): Promise<Pick<SessionFloorItem, 'revokedBefore' | 'closed'> | null> {
    const { data } = await db().entities.sessionFloor.get({ userId }).go({ attributes: ['revokedBefore', 'closed'] });
    return data;
  },

  /** Refuse every token issued up to `at` (epoch seconds); a closed account stays closed. */
  async raise(userId: string, at: number): Promise<void> {
    await db()
      .entities.sessionFloor.upsert({ userId, revokedBefore: at, updatedAt: new Date().toISOString(), expiresAt: at + FLOOR_LIFETIME_S })
      .go();
  },

  /**
   * Refuse every token of a deleted account. The Cognito sub is never reused, so the record can
   * expire with the last token it refuses.
   */
  async closeDeleted(userId: string, at: number): Promise<void> {
    await db()
      .entities.sessionFloor.put({ userId, revokedBefore: at, closed: 'deleted', updatedAt: new Date().toISOString(), expiresAt: at + FLOOR_LIFETIME_S })
      .go();
  },

  /**
   * Refuse every token of an account an admin disabled. No TTL: the record says the account is
   * disabled for as long as it is (the admin page reads it). A deleted account stays deleted:
   * false when the floor says so.
   */
  async closeDisabled(userId: string, at: number): Promise<boolean> {
    try {
      await db()
        .entities.sessionFloor.put({ userId, revokedBefore: at, closed: 'disabled', updatedAt: new Date().toISOString() })
        .where(({ closed }, { notExists, eq }) => `${notExists(closed)} OR ${eq(closed, 'disabled')}`)
        .go();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /**
   * An admin enabled the account again: the floor stays where the disable left it (tokens issued
   * before it stay refused), the account is no longer closed, and the record expires with the last
   * token it refuses. Only a disabled floor reopens: null otherwise (nothing changes, so enabling an
   * active account signs nobody out and a deleted account stays closed).
   */
  async reopenDisabled(userId: string, nowSeconds: number): Promise<Pick<SessionFloorItem, 'revokedBefore'> | null> {
    try {
      const { data } = await db()
        .entities.sessionFloor.patch({ userId })
        .set({ updatedAt: new Date().toISOString(), expiresAt: nowSeconds + FLOOR_LIFETIME_S })
        .remove(['closed'])
        .where(({ closed }, { eq }) => eq(closed, 'disabled'))
        .go({ response: 'all_new' });
      return { revokedBefore: data.revokedBefore };
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  },
};

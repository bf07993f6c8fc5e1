import type { EntityItem } from 'electrodb';
import type { SessionFloor } from './entities/session-floor';
import { db } from './service';

export type SessionFloorItem = EntityItem<typeof SessionFloor>;

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
};

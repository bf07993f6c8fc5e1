import { db, unlessConditionFails } from './service';

export interface Take {
  allowed: boolean;
  /** Seconds until the current window ends (when a refused caller may try again). */
  retryAfterSeconds: number;
}

/** Fixed-window counters (docs/data-model.md): per-user request budgets and notification de-duplication. */
export const rateWindows = {
  /**
   * Count one use of `bucket` by `subject` in the current window: one conditional UpdateItem
   * (ADD below the limit), so concurrent requests can never pass more than `limit`.
   */
  async take(subject: string, bucket: string, windowSeconds: number, limit: number, nowMs = Date.now()): Promise<Take> {
    const nowSeconds = nowMs / 1000;
    const window = Math.floor(nowSeconds / windowSeconds);
    const retryAfterSeconds = Math.max(1, Math.ceil((window + 1) * windowSeconds - nowSeconds));
    return unlessConditionFails(async () => {
      await db()
        .entities.rateWindow.update({ subject, bucket, window })
        .add({ count: 1 })
        // Kept one window past its end, then DynamoDB's TTL removes it.
        .set({ expiresAt: (window + 2) * windowSeconds })
        .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit)}`)
        .go({ response: 'none' });
      return { allowed: true, retryAfterSeconds };
    }, { allowed: false, retryAfterSeconds });
  },

  /**
   * Claim the current window of `bucket` for `holder`: true for the first holder and for that
   * same holder again (a redelivered message finishes its work), false for anyone else until the
   * window ends.
   */
  async claimOnce(subject: string, bucket: string, windowSeconds: number, holder: string, nowMs = Date.now()): Promise<boolean> {
    const window = Math.floor(nowMs / 1000 / windowSeconds);
    return unlessConditionFails(async () => {
      await db()
        .entities.rateWindow.update({ subject, bucket, window })
        .set({ holder, expiresAt: (window + 2) * windowSeconds })
        .where((attr, { notExists, eq }) => `${notExists(attr.holder)} OR ${eq(attr.holder, holder)}`)
        .go({ response: 'none' });
      return true;
    }, false);
  },
};

import { db, unlessConditionFails } from './service';

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** Consumer idempotency (DESIGN §6): claim a message id before acting on it. */
export const processedMessages = {
  /** True when this consumer has not seen the message before (and now owns it). */
  async claim(consumer: string, messageId: string): Promise<boolean> {
    return unlessConditionFails(async () => {
      await db()
        .entities.processedMessage.create({ consumer, messageId, expiresAt: Math.floor(Date.now() / 1000) + WEEK_SECONDS })
        .go();
      return true;
    }, false);
  },

  /** Give the claim back when the work failed, so the redelivery can do it. */
  async release(consumer: string, messageId: string): Promise<void> {
    await db().entities.processedMessage.delete({ consumer, messageId }).go();
  },

  /** Note what the claimed work made, for a redelivery to finish from (`resultOf`). */
  async record(consumer: string, messageId: string, resultId: string): Promise<void> {
    await db().entities.processedMessage.patch({ consumer, messageId }).set({ resultId }).go({ response: 'none' });
  },

  /** What `record` noted for a claim; null when nothing was noted (or there is no claim). */
  async resultOf(consumer: string, messageId: string): Promise<string | null> {
    const { data } = await db().entities.processedMessage.get({ consumer, messageId }).go({ consistent: true });
    return data?.resultId ?? null;
  },
};

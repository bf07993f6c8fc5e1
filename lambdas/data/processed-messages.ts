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
};

import { defineEntity, expiresAt, requiredStrings, tableKey } from './table';

/**
 * Idempotency claim for queue consumers: one item per (consumer, message id), expiring after a
 * week (longer than any redelivery window), so a redelivered message is never processed twice.
 * A browser's send id is claimed the same way (consumer `send:<sender>:<conversation>`).
 */
export const ProcessedMessage = defineEntity('processedMessage', {
  attributes: {
    ...requiredStrings('consumer', 'messageId'),
    /** What the claimed work made, where a repeat must answer with it (the message a send id stored). */
    resultId: { type: 'string' },
    expiresAt,
  },
  indexes: {
    byMessage: tableKey(['consumer', 'messageId']),
  },
});

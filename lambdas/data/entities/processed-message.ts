import { defineEntity, expiresAt, requiredStrings, tableKey } from './table';

/**
 * Idempotency claim for queue consumers: one item per (consumer, message id), expiring after a
 * week (longer than any redelivery window), so a redelivered message is never processed twice.
 */
export const ProcessedMessage = defineEntity('processedMessage', {
  attributes: {
    ...requiredStrings('consumer', 'messageId'),
    expiresAt,
  },
  indexes: {
    byMessage: tableKey(['consumer', 'messageId']),
  },
});

import { defineEntity, expiresAt, tableKey } from './table';

/**
 * Idempotency claim for queue consumers: one item per (consumer, message id), expiring after a
 * week (longer than any redelivery window), so a redelivered message is never processed twice.
 */
export const ProcessedMessage = defineEntity('processedMessage', {
  attributes: {
    consumer: { type: 'string', required: true },
    messageId: { type: 'string', required: true },
    expiresAt,
  },
  indexes: {
    byMessage: tableKey(['consumer', 'messageId']),
  },
});

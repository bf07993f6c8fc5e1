import { Entity } from 'electrodb';

/**
 * Idempotency claim for queue consumers: one item per (consumer, message id), expiring after a
 * week (longer than any redelivery window), so a redelivered message is never processed twice.
 */
export const ProcessedMessage = new Entity({
  model: { entity: 'processedMessage', version: '1', service: 'rally' },
  attributes: {
    consumer: { type: 'string', required: true },
    messageId: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byMessage: {
      pk: { field: 'pk', composite: ['consumer', 'messageId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

import { defineEntity, expiresAt, requiredStrings, tableKey } from './table';

/**
 * One fixed-window counter: how often `subject` (a user id, or sender>recipient) did `bucket`
 * (a rate-limit class, a notification kind) in window number `window` (epoch seconds / window
 * length). Expires by TTL once the window is over.
 */
export const RateWindow = defineEntity('rateWindow', {
  attributes: {
    ...requiredStrings('subject', 'bucket'),
    window: { type: 'number', required: true },
    count: { type: 'number', default: 0 },
    /** For once-per-window claims: what claimed the window (the same holder may claim it again). */
    holder: { type: 'string' },
    /** DynamoDB TTL (epoch seconds). */
    expiresAt,
  },
  indexes: {
    bySubject: tableKey(['subject'], ['bucket', 'window']),
  },
});

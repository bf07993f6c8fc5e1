import { defineEntity, tableKey } from './table';

/**
 * What the API still accepts of a person's tokens: id tokens issued at or before `revokedBefore`
 * (epoch seconds) are refused, and all of them when `closed` says the account is deleted or
 * disabled. Kept apart from the user item so it outlives the profile a deletion removes.
 */
export const SessionFloor = defineEntity('sessionFloor', {
  attributes: {
    userId: { type: 'string', required: true },
    revokedBefore: { type: 'number', required: true },
    closed: { type: ['deleted', 'disabled'] as const },
    updatedAt: { type: 'string', required: true },
    /** DynamoDB TTL (epoch seconds): once every token it refuses has expired it has no work left. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byUser: tableKey(['userId']),
  },
});

import { defineEntity, requiredStrings, tableKey, timestamps } from './table';

/**
 * pending: waits for the other person; held: a request to a minor from outside their family and
 * teams, waiting for a parent or guardian (the minor does not see it yet); declined: a guardian
 * said no (kept so the same person cannot simply ask again).
 */
export const connectionStatuses = ['accepted', 'pending', 'held', 'declined'] as const;

/**
 * A connection between two people, stored once in each direction (`userId` → `otherUserId`) and
 * written in one transaction, so "is A connected to B" is one GetItem and "A's connections" one
 * Query on A's partition, whoever asked first.
 */
export const Connection = defineEntity('connection', {
  attributes: {
    ...requiredStrings('userId', 'otherUserId'),
    status: { type: connectionStatuses, required: true },
    /** Who asked: a pending connection waits for the other person. */
    requesterId: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byUser: tableKey(['userId'], ['otherUserId']),
  },
});

import { createdAt, defineEntity, gsiKey, requiredStrings, sparseGsiKey, tableKey } from './table';

/**
 * Notification record (spec §3). One partition per user; the id is the producer's idempotency key
 * (so it says nothing about time): byOwner orders a user's records by `createdAt`, newest first.
 */
export const Notification = defineEntity('notification', {
  attributes: {
    ...requiredStrings('userId', 'notificationId', 'type', 'title'),
    message: { type: 'string' },
    data: { type: 'any' },
    imageUrl: { type: 'string' },
    /** Who caused it (the joiner, the sender), when someone did: a block removes what they caused. */
    senderId: { type: 'string' },
    read: { type: 'boolean', default: false },
    createdAt,
  },
  indexes: {
    byUser: tableKey(['userId'], ['notificationId']),
    byUserRecent: gsiKey('byOwner', ['userId'], ['createdAt', 'notificationId']),
    /** Sparse: what one person caused in anyone's inbox (their account deletion takes it all away). */
    bySender: sparseGsiKey('byLookup', ['senderId']),
  },
});

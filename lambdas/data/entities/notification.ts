import { Entity } from 'electrodb';

/**
 * Notification record (spec §3). One partition per user; the id is the producer's idempotency key
 * (so it says nothing about time): byOwner orders a user's records by `createdAt`, newest first.
 */
export const Notification = new Entity({
  model: { entity: 'notification', version: '1', service: 'rally' },
  attributes: {
    userId: { type: 'string', required: true },
    notificationId: { type: 'string', required: true },
    type: { type: 'string', required: true },
    title: { type: 'string', required: true },
    message: { type: 'string' },
    data: { type: 'any' },
    imageUrl: { type: 'string' },
    read: { type: 'boolean', default: false },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['notificationId'] },
    },
    byUserRecent: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'notificationId'] },
    },
  },
});

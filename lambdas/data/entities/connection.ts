import { Entity } from 'electrodb';

export const connectionStatuses = ['accepted', 'pending'] as const;

/**
 * A connection between two people, stored once in each direction (`userId` → `otherUserId`) and
 * written in one transaction, so "is A connected to B" is one GetItem and "A's connections" one
 * Query on A's partition, whoever asked first.
 */
export const Connection = new Entity({
  model: { entity: 'connection', version: '1', service: 'rally' },
  attributes: {
    userId: { type: 'string', required: true },
    otherUserId: { type: 'string', required: true },
    status: { type: connectionStatuses, required: true },
    /** Who asked: a pending connection waits for the other person. */
    requesterId: { type: 'string', required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['otherUserId'] } },
  },
});

import { Entity } from 'electrodb';

/** A browser's web-push registration (spec §7 Push messaging). Listed by user; by refresh age for pruning. */
export const PushRegistration = new Entity({
  model: { entity: 'pushRegistration', version: '1', service: 'rally' },
  attributes: {
    userId: { type: 'string', required: true },
    registrationId: { type: 'string', required: true },
    endpoint: { type: 'string', required: true },
    auth: { type: 'string', required: true },
    p256dh: { type: 'string', required: true },
    /** Shard of the refresh index, so pruning never reads one hot partition. */
    shard: { type: 'string', required: true },
    refreshedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['registrationId'] },
    },
    byRefreshedAt: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['shard'] },
      sk: { field: 'gsi1sk', composite: ['refreshedAt', 'registrationId'] },
    },
  },
});

import { defineEntity, gsiKey, tableKey } from './table';

/** A browser's web-push registration (spec §7 Push messaging). Listed by user; by refresh age for pruning. */
export const PushRegistration = defineEntity('pushRegistration', {
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
    byUser: tableKey(['userId'], ['registrationId']),
    byRefreshedAt: gsiKey('byOwner', ['shard'], ['refreshedAt', 'registrationId']),
  },
});

import { defineEntity, gsiKey, requiredStrings, tableKey } from './table';

/** A browser's web-push registration (spec §7 Push messaging). Listed by user; by refresh age for pruning. */
export const PushRegistration = defineEntity('pushRegistration', {
  attributes: {
    ...requiredStrings('userId', 'registrationId', 'endpoint', 'auth', 'p256dh'),
    /** Shard of the refresh index, so pruning never reads one hot partition. */
    ...requiredStrings('shard', 'refreshedAt'),
  },
  indexes: {
    byUser: tableKey(['userId'], ['registrationId']),
    byRefreshedAt: gsiKey('byOwner', ['shard'], ['refreshedAt', 'registrationId']),
  },
});

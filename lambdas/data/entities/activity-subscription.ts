import { defineEntity, gsiKey, numbers, requiredStrings, tableKey } from './table';

/**
 * Index item mirroring one entry of a user's activitySubscriptions (spec §3), so the daily digest
 * can walk subscriptions by shard instead of scanning users. `lastDigestAt` is the high-water mark.
 */
export const ActivitySubscription = defineEntity('activitySubscription', {
  attributes: {
    ...requiredStrings('userId', 'subscriptionId', 'shard', 'email'),
    firstName: { type: 'string' },
    address: {
      type: 'map',
      required: true,
      properties: {
        name: { type: 'string', required: true },
        description: { type: 'string', required: true },
        lat: { type: 'number', required: true },
        lng: { type: 'number', required: true },
      },
    },
    radius: { type: 'number', required: true },
    activities: { type: 'list', items: { type: 'string' }, required: true },
    ...numbers('startDate', 'endDate'),
    lastDigestAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: tableKey(['userId'], ['subscriptionId']),
    byShard: gsiKey('byOwner', ['shard'], ['userId', 'subscriptionId']),
  },
});

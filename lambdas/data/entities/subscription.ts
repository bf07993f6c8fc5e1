import { defineEntity, gsiKey, numbers, strings, tableKey, timestamps, version } from './table';

/**
 * A paid subscription (spec §3, §6): the Stripe subscription, who pays it and what it pays
 * for (a team's level, the payer's own plan). Written by the webhook and by plan changes.
 */
export const Subscription = defineEntity('subscription', {
  attributes: {
    subscriptionId: { type: 'string', required: true },
    /** The payer. */
    uid: { type: 'string', required: true },
    /** The team, or the payer's uid for a user plan. */
    hostId: { type: 'string', required: true },
    kind: { type: ['teams', 'user', 'tournaments', 'dropInPickup'] as const, required: true },
    planId: { type: 'string', required: true },
    platform: { type: ['gth', 'meh'] as const, required: true },
    customerId: { type: 'string', required: true },
    ...strings('priceId', 'productId', 'itemId'),
    status: { type: 'string', required: true },
    ...numbers('periodStart', 'periodEnd'),
    cancelAtPeriodEnd: { type: 'boolean', default: false },
    version,
    ...timestamps,
  },
  indexes: {
    byId: tableKey(['subscriptionId']),
    byPayer: gsiKey('byOwner', ['uid'], ['createdAt', 'subscriptionId']),
    byHost: gsiKey('byLookup', ['hostId'], ['createdAt', 'subscriptionId']),
  },
});

import { Entity } from 'electrodb';

/**
 * A paid subscription (spec §3, §6): the Stripe subscription, who pays it and what it pays
 * for (a team's level, the payer's own plan). Written by the webhook and by plan changes.
 */
export const Subscription = new Entity({
  model: { entity: 'subscription', version: '1', service: 'rally' },
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
    priceId: { type: 'string' },
    productId: { type: 'string' },
    itemId: { type: 'string' },
    status: { type: 'string', required: true },
    periodStart: { type: 'number' },
    periodEnd: { type: 'number' },
    cancelAtPeriodEnd: { type: 'boolean', default: false },
    version: { type: 'number', default: 1 },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['subscriptionId'] }, sk: { field: 'sk', composite: [] } },
    byPayer: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['uid'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'subscriptionId'] },
    },
    byHost: {
      index: 'byLookup',
      pk: { field: 'gsi3pk', composite: ['hostId'] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'subscriptionId'] },
    },
  },
});

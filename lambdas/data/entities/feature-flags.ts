import { Entity } from 'electrodb';

/** Remote feature flags (spec §6): one item, changed by admins. Absent means every flag off. */
export const FeatureFlags = new Entity({
  model: { entity: 'featureFlags', version: '1', service: 'rally' },
  attributes: {
    scope: { type: 'string', required: true, default: 'global' },
    subscriptionsEnabled: { type: 'boolean', default: false },
    badges: { type: 'boolean', default: false },
    updatedBy: { type: 'string' },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString(), default: () => new Date().toISOString() },
  },
  indexes: {
    byScope: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: [] } },
  },
});

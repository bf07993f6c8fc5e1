import { defineEntity, flagsOff, tableKey, updatedAtFromCreate } from './table';

/** Remote feature flags (spec §6): one item, changed by admins. Absent means every flag off. */
export const FeatureFlags = defineEntity('featureFlags', {
  attributes: {
    scope: { type: 'string', required: true, default: 'global' },
    ...flagsOff('subscriptionsEnabled', 'badges'),
    updatedBy: { type: 'string' },
    updatedAt: updatedAtFromCreate,
  },
  indexes: {
    byScope: tableKey(['scope']),
  },
});

import { createdAt, defineEntity, tableKey } from './table';

export const guardianHoldKinds = ['team'] as const;

/**
 * Something a minor asked for that waits for their parent or guardian, kept in the minor's own
 * partition so "what waits for this child" is one Query. `team`: joining the team `targetId`.
 * (Connection requests are held on the connection itself, status `held`.)
 */
export const GuardianHold = defineEntity('guardianHold', {
  attributes: {
    minorId: { type: 'string', required: true },
    kind: { type: guardianHoldKinds, required: true },
    targetId: { type: 'string', required: true },
    createdAt,
  },
  indexes: {
    byMinor: tableKey(['minorId'], ['kind', 'targetId']),
  },
});

import { defineEntity, tableKey, timestamps } from './table';

/**
 * A person's availability (spec §3 Weekly availability, Date-specific availability entry,
 * Availability privacy): one item per user, beside the user item in the same partition.
 * `weekly`, `dateSpecific` and `privacy` are validated by the zod contracts in
 * shared/schemas/availability.ts before every write, so they are stored as plain maps and lists.
 */
export const Availability = defineEntity('availability', {
  attributes: {
    uid: { type: 'string', required: true },
    /** Keyed by lowercase weekday: {isAvailable, timeRanges: [{startTime, endTime}]}. */
    weekly: { type: 'any', required: true },
    /** Date-specific entries, upcoming only (past ones are dropped on every save). */
    dateSpecific: { type: 'any', required: true },
    privacy: { type: 'any', required: true },
    version: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byUid: tableKey(['uid']),
  },
});

import { createdAt, defineEntity, gsiKey, requiredStrings, strings, tableKey } from './table';

/** An application to be a local ambassador (start/ambassador): one per person, kept as sent. */
export const AmbassadorApplication = defineEntity('ambassadorApplication', {
  attributes: {
    ...requiredStrings('userId', 'email', 'fullName', 'city'),
    sports: { type: 'list', items: { type: 'string' }, required: true },
    experience: { type: ['none', 'some', 'lots'] as const, required: true },
    hoursPerMonth: { type: 'number', required: true },
    motivation: { type: 'string', required: true },
    status: { type: ['received', 'approved', 'declined'] as const, required: true, default: 'received' },
    ...strings('decidedAt', 'decidedBy'),
    createdAt,
  },
  indexes: {
    byUser: tableKey(['userId']),
    /** Admin review: applications with a status, newest first. */
    byStatus: gsiKey('byOwner', ['status'], ['createdAt', 'userId']),
  },
});

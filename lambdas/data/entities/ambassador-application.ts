import { createdAt, defineEntity, gsiKey, tableKey } from './table';

/** An application to be a local ambassador (start/ambassador): one per person, kept as sent. */
export const AmbassadorApplication = defineEntity('ambassadorApplication', {
  attributes: {
    userId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    fullName: { type: 'string', required: true },
    city: { type: 'string', required: true },
    sports: { type: 'list', items: { type: 'string' }, required: true },
    experience: { type: ['none', 'some', 'lots'] as const, required: true },
    hoursPerMonth: { type: 'number', required: true },
    motivation: { type: 'string', required: true },
    status: { type: ['received', 'approved', 'declined'] as const, required: true, default: 'received' },
    decidedAt: { type: 'string' },
    decidedBy: { type: 'string' },
    createdAt,
  },
  indexes: {
    byUser: tableKey(['userId']),
    /** Admin review: applications with a status, newest first. */
    byStatus: gsiKey('byOwner', ['status'], ['createdAt', 'userId']),
  },
});

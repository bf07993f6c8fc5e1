import { Entity } from 'electrodb';

/** An application to be a local ambassador (start/ambassador): one per person, kept as sent. */
export const AmbassadorApplication = new Entity({
  model: { entity: 'ambassadorApplication', version: '1', service: 'rally' },
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
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    /** Admin review: applications with a status, newest first. */
    byStatus: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['status'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'userId'] },
    },
  },
});

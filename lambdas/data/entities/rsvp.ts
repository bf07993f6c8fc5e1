import { Entity } from 'electrodb';

export const rsvpStatuses = ['joined', 'waitlisted', 'pending'] as const;

/**
 * A person's RSVP to one occurrence of an event (occurrence = its start, ISO UTC). The table
 * key groups an event's RSVPs by occurrence; byOwner lists a person's RSVPs by date.
 * `waitSeq` comes from the occurrence's atomic counter: waitlist order = arrival order.
 */
export const Rsvp = new Entity({
  model: { entity: 'rsvp', version: '1', service: 'rally' },
  attributes: {
    eventId: { type: 'string', required: true },
    occurrence: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    status: { type: rsvpStatuses, required: true },
    guests: { type: 'number', default: 0 },
    waitSeq: { type: 'number' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byEvent: {
      pk: { field: 'pk', composite: ['eventId'] },
      sk: { field: 'sk', composite: ['occurrence', 'userId'] },
    },
    byUser: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['occurrence', 'eventId'] },
    },
  },
});

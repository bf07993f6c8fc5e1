import { Entity } from 'electrodb';

export const rsvpStatuses = ['joined', 'waitlisted', 'pending'] as const;

/**
 * A person's RSVP to one occurrence of an event (occurrence = its start, ISO UTC). The table
 * key groups an event's RSVPs by occurrence; byOwner lists a person's RSVPs by date.
 * byDay lists everyone's RSVPs by start time, one partition per UTC day (event reminders).
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
    /** UTC day of the occurrence (YYYY-MM-DD), derived: partitions the byDay lookup. */
    occurrenceDay: {
      type: 'string',
      watch: ['occurrence'],
      set: (_: unknown, item: { occurrence?: string }) => item.occurrence?.slice(0, 10),
    },
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
    /** RSVPs of everyone to everything starting on one UTC day, by start: event reminders. */
    byDay: {
      index: 'byLookup',
      pk: { field: 'gsi3pk', composite: ['occurrenceDay'] },
      sk: { field: 'gsi3sk', composite: ['occurrence', 'eventId', 'userId'] },
    },
  },
});

import { Entity } from 'electrodb';

/**
 * Counters of one occurrence of an event, next to its RSVPs. `taken` (people + guests) only
 * grows under the condition `taken + n <= capacity`, in the same transaction as the RSVP it
 * admits, so concurrent joins can never overbook. `waitSeq` is an atomic ticket counter.
 */
export const Occurrence = new Entity({
  model: { entity: 'occurrence', version: '1', service: 'rally' },
  attributes: {
    eventId: { type: 'string', required: true },
    occurrence: { type: 'string', required: true },
    taken: { type: 'number', default: 0 },
    joined: { type: 'number', default: 0 },
    guests: { type: 'number', default: 0 },
    waitlisted: { type: 'number', default: 0 },
    pending: { type: 'number', default: 0 },
    waitSeq: { type: 'number', default: 0 },
  },
  indexes: {
    byEvent: {
      pk: { field: 'pk', composite: ['eventId'] },
      sk: { field: 'sk', composite: ['occurrence'] },
    },
  },
});

import { defineEntity, requiredStrings, tableKey } from './table';

/**
 * Counters of one occurrence of an event, next to its RSVPs. `taken` (people + guests) only
 * grows under the condition `taken + n <= capacity`, in the same transaction as the RSVP it
 * admits, so concurrent joins can never overbook. `waitSeq` is an atomic ticket counter.
 */
export const Occurrence = defineEntity('occurrence', {
  attributes: {
    ...requiredStrings('eventId', 'occurrence'),
    taken: { type: 'number', default: 0 },
    joined: { type: 'number', default: 0 },
    guests: { type: 'number', default: 0 },
    waitlisted: { type: 'number', default: 0 },
    pending: { type: 'number', default: 0 },
    /** Spots held for people paying (paid events); their parties are in `taken` too. */
    held: { type: 'number', default: 0 },
    waitSeq: { type: 'number', default: 0 },
  },
  indexes: {
    byEvent: tableKey(['eventId'], ['occurrence']),
  },
});

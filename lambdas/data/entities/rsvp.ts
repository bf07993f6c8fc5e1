import { createdAt, defineEntity, gsiKey, requiredStrings, tableKey } from './table';

export const rsvpStatuses = ['joined', 'waitlisted', 'pending', 'held'] as const;

/**
 * A person's RSVP to one occurrence of an event (occurrence = its start, ISO UTC). The table
 * key groups an event's RSVPs by occurrence; byOwner lists a person's RSVPs by date.
 * byDay lists everyone's RSVPs by start time, one partition per UTC day (event reminders).
 * `held` (paid events) takes a spot like `joined` until paid or expired.
 * `waitSeq` comes from the occurrence's atomic counter: waitlist order = arrival order.
 */
export const Rsvp = defineEntity('rsvp', {
  attributes: {
    ...requiredStrings('eventId', 'occurrence', 'userId'),
    status: { type: rsvpStatuses, required: true },
    guests: { type: 'number', default: 0 },
    waitSeq: { type: 'number' },
    /** A held spot (paid events): kept until this instant (epoch ms) for the payment `paymentId`. */
    holdUntilMs: { type: 'number' },
    paymentId: { type: 'string' },
    /** The date this RSVP was carried from when an edit moved its date (who to tell of the move). */
    movedFrom: { type: 'string' },
    createdAt,
    /** UTC day of the occurrence (YYYY-MM-DD), derived: partitions the byDay lookup. */
    occurrenceDay: {
      type: 'string',
      watch: ['occurrence'],
      set: (_: unknown, item: { occurrence?: string }) => item.occurrence?.slice(0, 10),
    },
  },
  indexes: {
    byEvent: tableKey(['eventId'], ['occurrence', 'userId']),
    byUser: gsiKey('byOwner', ['userId'], ['occurrence', 'eventId']),
    /** RSVPs of everyone to everything starting on one UTC day, by start: event reminders. */
    byDay: gsiKey('byLookup', ['occurrenceDay'], ['occurrence', 'eventId', 'userId']),
  },
});

import { defineEntity, requiredStrings, tableKey } from './table';

/**
 * The go/no-go of one occurrence of an event with a minimum (shared/events/go-no-go.ts), in the
 * event's partition. `rescuedAt` says the rescue ran (and `invited` how many it invited);
 * `decision` is written once, under the condition that there is none yet, so a redelivered
 * or late message can never decide an occurrence a second time or the other way.
 */
export const GoNoGo = defineEntity('goNoGo', {
  attributes: {
    ...requiredStrings('eventId', 'occurrence'),
    /** When the rescue ran (ISO) and how many it invited. */
    rescuedAt: { type: 'string' },
    invited: { type: 'number' },
    decision: { type: ['game-on', 'called-off'] as const },
    decidedAt: { type: 'string' },
    /** Players (guests included) joined when the game was called. */
    players: { type: 'number' },
    /** DynamoDB TTL (epoch seconds): a while after the occurrence nothing reads it. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byEvent: tableKey(['eventId'], ['occurrence']),
  },
});

import { defineEntity, gsiKey, requiredStrings, tableKey, timestamps } from './table';

/**
 * A game of an event, or a playoff bracket generated from one (spec §3 Game store).
 * Stored in the event's partition (a list by event is one Query, oldest first: ids are monotonic
 * ULIDs) and found by id through byLookup. `participants`, `configuration` and `rounds` are
 * validated by the zod contracts in shared/schemas/game.ts before every write.
 */
export const Game = defineEntity('game', {
  attributes: {
    ...requiredStrings('parentEventId', 'gameId', 'name'),
    kind: { type: ['game', 'playoff'] as const, required: true },
    sourceGameId: { type: 'string' },
    participants: { type: 'any', required: true },
    configuration: { type: 'any' },
    rounds: { type: 'any', required: true },
    version: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byEvent: tableKey(['parentEventId'], ['gameId']),
    /** gameId → its event (immutable), then a consistent read from the table. */
    byGameId: gsiKey('byLookup', ['gameId']),
  },
});

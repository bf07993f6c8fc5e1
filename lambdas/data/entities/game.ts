import { Entity } from 'electrodb';

/**
 * A game of an event, or a playoff bracket generated from one (spec §3 Game store).
 * Stored in the event's partition (a list by event is one Query, oldest first: ids are monotonic
 * ULIDs) and found by id through byLookup. `participants`, `configuration` and `rounds` are
 * validated by the zod contracts in shared/schemas/game.ts before every write.
 */
export const Game = new Entity({
  model: { entity: 'game', version: '1', service: 'rally' },
  attributes: {
    parentEventId: { type: 'string', required: true },
    gameId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    kind: { type: ['game', 'playoff'] as const, required: true },
    sourceGameId: { type: 'string' },
    participants: { type: 'any', required: true },
    configuration: { type: 'any' },
    rounds: { type: 'any', required: true },
    version: { type: 'number', required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byEvent: { pk: { field: 'pk', composite: ['parentEventId'] }, sk: { field: 'sk', composite: ['gameId'] } },
    /** gameId → its event (immutable), then a consistent read from the table. */
    byGameId: {
      index: 'byLookup',
      pk: { field: 'gsi3pk', composite: ['gameId'] },
      sk: { field: 'gsi3sk', composite: [] },
    },
  },
});

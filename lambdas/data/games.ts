import type { ItemOf } from './entities/table';
import { monotonicFactory } from 'ulid';
import type { BracketMatch, Participant, PlayoffConfiguration } from '@shared/schemas/game';
import type { Game } from './entities/game';
import { db, unlessConditionFails } from './service';

type GameItem = ItemOf<typeof Game>;

export interface StoredRound {
  round: number;
  name: string;
  matches: BracketMatch[];
}

/** A stored game, typed (the item keeps the lists and maps as `any`). */
export interface StoredGame {
  gameId: string;
  parentEventId: string;
  name: string;
  kind: 'game' | 'playoff';
  sourceGameId: string | null;
  participants: Participant[];
  configuration: PlayoffConfiguration | null;
  rounds: StoredRound[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

export type NewGame = Omit<StoredGame, 'gameId' | 'version' | 'createdAt' | 'updatedAt'>;
export type GameChanges = Pick<StoredGame, 'name' | 'participants' | 'rounds'>;

const toStored = (item: GameItem): StoredGame => ({
  gameId: item.gameId,
  parentEventId: item.parentEventId,
  name: item.name,
  kind: item.kind,
  sourceGameId: item.sourceGameId ?? null,
  participants: (item.participants ?? []) as Participant[],
  configuration: (item.configuration ?? null) as PlayoffConfiguration | null,
  rounds: (item.rounds ?? []) as StoredRound[],
  version: item.version,
  createdAt: item.createdAt ?? new Date(0).toISOString(),
  updatedAt: item.updatedAt ?? item.createdAt ?? new Date(0).toISOString(),
});

// Monotonic within a process: two games created in the same millisecond still list in order.
const nextId = monotonicFactory();

/** Access patterns for games (docs/data-model.md). */
export const games = {
  /** An event's games, oldest first (one Query on the event's partition, strongly consistent). */
  async listByEvent(parentEventId: string): Promise<StoredGame[]> {
    const { data } = await db().entities.game.query.byEvent({ parentEventId }).go({ pages: 'all', consistent: true });
    return data.map(toStored);
  },

  /**
   * A game by id: byLookup gives its event (which never changes, so index lag cannot mislead),
   * then a strongly consistent read from the table gives the current content and version.
   */
  async get(gameId: string): Promise<StoredGame | null> {
    const { data: found } = await db()
      .entities.game.query.byGameId({ gameId })
      .go({ limit: 1, attributes: ['parentEventId', 'gameId'] });
    const key = found[0];
    if (!key) return null;
    const { data } = await db().entities.game.get({ parentEventId: key.parentEventId, gameId }).go({ consistent: true });
    return data ? toStored(data) : null;
  },

  async create(game: NewGame): Promise<StoredGame> {
    const { data } = await db()
      .entities.game.create({
        parentEventId: game.parentEventId,
        gameId: nextId(),
        name: game.name,
        kind: game.kind,
        ...(game.sourceGameId ? { sourceGameId: game.sourceGameId } : {}),
        ...(game.configuration ? { configuration: game.configuration } : {}),
        participants: game.participants,
        rounds: game.rounds,
        version: 1,
      })
      .go();
    return toStored(data as GameItem);
  },

  /** Replace name, participants and rounds if the game is still at `expectedVersion`; null when it changed or is gone. */
  async save(
    game: Pick<StoredGame, 'parentEventId' | 'gameId'>,
    changes: GameChanges,
    expectedVersion: number,
  ): Promise<StoredGame | null> {
    return unlessConditionFails(async () => {
      const { data } = await db()
        .entities.game.patch({ parentEventId: game.parentEventId, gameId: game.gameId })
        .set({ name: changes.name, participants: changes.participants, rounds: changes.rounds, version: expectedVersion + 1 })
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .go({ response: 'all_new' });
      return toStored(data as GameItem);
    }, null);
  },

  async remove(game: Pick<StoredGame, 'parentEventId' | 'gameId'>): Promise<void> {
    await db().entities.game.delete({ parentEventId: game.parentEventId, gameId: game.gameId }).go();
  },
};

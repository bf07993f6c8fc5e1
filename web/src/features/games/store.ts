import { t } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';
import type { GameDto, PlayoffConfiguration } from '@shared/schemas/game';
import { api, type ApiClient } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { gameReducer, initialGameState, loadingKey, type GameAction, type GameStoreState } from './game-store';

/** Spec §8's game messages, in the app's language when they are shown (English word for word). */
const messages = {
  get gameNotFound() {
    return t`Game not found`;
  },
  get failedToLoadGame() {
    return t`Failed to load game`;
  },
  get failedToUpdateGame() {
    return t`Failed to update game`;
  },
  get failedToGeneratePlayoff() {
    return t`Failed to generate playoff bracket`;
  },
  get failedToResetPlayoff() {
    return t`Failed to reset playoff bracket`;
  },
};

export interface MatchResult {
  matchId: string;
  scoreA: number;
  scoreB: number;
}

/** What a mutation reports back to the screen: ok, or the message it showed. */
export type Outcome = { ok: true; game?: GameDto } | { ok: false; message: string };

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The app's game store: one module-level store read with `useSyncExternalStore` (no extra
 * dependency), with the API calls that move it through the §4 transitions.
 */
export function createGameStore(client: Pick<ApiClient, 'call'> = api) {
  let state: GameStoreState = initialGameState;
  const listeners = new Set<() => void>();

  const dispatch = (action: GameAction) => {
    state = gameReducer(state, action);
    for (const listener of listeners) listener();
  };

  /** A refreshed list (§4): games no longer there are dropped and lose their selection. */
  async function loadEventGames(eventId: string): Promise<Outcome> {
    const key = loadingKey.eventGames(eventId);
    dispatch({ type: 'loadStarted', key });
    try {
      const { items } = await client.call('listEventGames', { params: { eventId } });
      dispatch({ type: 'eventGamesLoaded', eventId, games: items });
      return { ok: true };
    } catch (error) {
      const message = isNotFound(error) ? messages.gameNotFound : messages.failedToLoadGame;
      dispatch({ type: 'loadFailed', key, error: message });
      return { ok: false, message };
    }
  }

  /** One game again (after a conflict); a game that is gone is removed with 'Game not found'. */
  async function loadGame(gameId: string): Promise<Outcome> {
    const key = loadingKey.game(gameId);
    dispatch({ type: 'loadStarted', key });
    try {
      const game = await client.call('getGame', { params: { gameId } });
      dispatch({ type: 'gameSaved', game });
      return { ok: true, game };
    } catch (error) {
      if (isNotFound(error)) {
        dispatch({ type: 'gameRemoved', gameId });
        dispatch({ type: 'loadFailed', key, error: messages.gameNotFound });
        return { ok: false, message: messages.gameNotFound };
      }
      dispatch({ type: 'loadFailed', key, error: messages.failedToLoadGame });
      return { ok: false, message: messages.failedToLoadGame };
    }
  }

  function select(eventId: string, gameId: string | null) {
    dispatch({ type: 'gameSelected', eventId, gameId });
  }

  async function createGame(eventId: string, name: string): Promise<Outcome> {
    const key = loadingKey.createGame(eventId);
    dispatch({ type: 'loadStarted', key });
    try {
      const game = await client.call('createGame', { params: { eventId }, body: { name } });
      dispatch({ type: 'gameSaved', game, select: true });
      dispatch({ type: 'loadSucceeded', key });
      return { ok: true, game };
    } catch (error) {
      const message = error instanceof ApiError && error.status === 400 ? error.message : messages.failedToUpdateGame;
      dispatch({ type: 'loadFailed', key, error: message });
      return { ok: false, message };
    }
  }

  /** Rename or record results: optimistic version; a stale copy is reloaded and the failure reported. */
  async function updateGame(game: GameDto, change: { name?: string; results?: MatchResult[] }): Promise<Outcome> {
    const key = loadingKey.game(game.id);
    dispatch({ type: 'loadStarted', key });
    try {
      const saved = await client.call('updateGame', { params: { gameId: game.id }, body: { ...change, version: game.version } });
      dispatch({ type: 'gameSaved', game: saved });
      return { ok: true, game: saved };
    } catch (error) {
      if (isNotFound(error)) {
        dispatch({ type: 'gameRemoved', gameId: game.id });
        dispatch({ type: 'loadFailed', key, error: messages.gameNotFound });
        return { ok: false, message: messages.gameNotFound };
      }
      dispatch({ type: 'loadFailed', key, error: messages.failedToUpdateGame });
      if (error instanceof ApiError && error.status === 409) void loadGame(game.id);
      return { ok: false, message: messages.failedToUpdateGame };
    }
  }

  async function generatePlayoff(game: GameDto, configuration: PlayoffConfiguration): Promise<Outcome> {
    dispatch({ type: 'playoffGenerationStarted', sourceGameId: game.id, configuration });
    try {
      const playoff = await client.call('generatePlayoff', { params: { gameId: game.id }, body: configuration });
      dispatch({ type: 'playoffGenerated', game: playoff });
      return { ok: true, game: playoff };
    } catch {
      dispatch({ type: 'playoffGenerationFailed', error: messages.failedToGeneratePlayoff });
      return { ok: false, message: messages.failedToGeneratePlayoff };
    }
  }

  async function resetPlayoff(game: GameDto): Promise<Outcome> {
    const key = loadingKey.game(game.id);
    dispatch({ type: 'loadStarted', key });
    try {
      const saved = await client.call('resetPlayoff', { params: { gameId: game.id } });
      dispatch({ type: 'gameSaved', game: saved });
      return { ok: true, game: saved };
    } catch {
      dispatch({ type: 'loadFailed', key, error: messages.failedToResetPlayoff });
      return { ok: false, message: messages.failedToResetPlayoff };
    }
  }

  /** §4: the game is removed and the selection moves to its source game. */
  async function deleteGame(game: GameDto): Promise<Outcome> {
    const key = loadingKey.game(game.id);
    dispatch({ type: 'loadStarted', key });
    try {
      await client.call('deleteGame', { params: { gameId: game.id } });
      dispatch({ type: 'gameRemoved', gameId: game.id });
      return { ok: true };
    } catch (error) {
      if (isNotFound(error)) {
        // Already gone: the outcome the person wanted.
        dispatch({ type: 'gameRemoved', gameId: game.id });
        return { ok: true };
      }
      dispatch({ type: 'loadFailed', key, error: messages.failedToUpdateGame });
      return { ok: false, message: messages.failedToUpdateGame };
    }
  }

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    loadEventGames,
    loadGame,
    select,
    createGame,
    updateGame,
    generatePlayoff,
    resetPlayoff,
    deleteGame,
    dismissError: () => dispatch({ type: 'errorDismissed' }),
  };
}

export type GameStore = ReturnType<typeof createGameStore>;

/** The app's one game store. */
export const gameStore = createGameStore();

/** The whole state (a stable reference until it changes); derive lists with the selectors in `game-store.ts`. */
export function useGameState(store: GameStore = gameStore): GameStoreState {
  return useSyncExternalStore(store.subscribe, store.getState);
}

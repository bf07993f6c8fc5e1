import type { GameDto, PlayoffConfiguration } from '@shared/schemas/game';

/**
 * The game store (spec §3 Game store, §4 game store and playoff generation): games of each event,
 * the selected game per event, a loading state per key and the playoff generation in progress.
 * Pure transitions only; `store.ts` runs the API calls and dispatches these actions.
 */
export type LoadingState = 'loading' | 'success' | 'error';

export interface PlayoffGeneration {
  isGenerating: boolean;
  sourceGameId: string | null;
  configuration: PlayoffConfiguration | null;
  error: string | null;
}

export interface GameStoreState {
  /** Game ids per event, oldest first (the API's order). */
  gamesByEvent: Record<string, string[]>;
  gamesById: Record<string, GameDto>;
  /** Per key (see `loadingKey`): loading, success or error. */
  loadingStates: Record<string, LoadingState>;
  /** Absent: never chosen (the first game is selected on load); null: cleared. */
  selectedGameByEvent: Record<string, string | null>;
  playoffGeneration: PlayoffGeneration;
  /** The last failure, in the spec's words (§8). */
  error: string | null;
}

/** The keys loading states are kept under. */
export const loadingKey = {
  eventGames: (eventId: string) => `event:${eventId}`,
  createGame: (eventId: string) => `create:${eventId}`,
  game: (gameId: string) => `game:${gameId}`,
} as const;

export const idleGeneration: PlayoffGeneration = { isGenerating: false, sourceGameId: null, configuration: null, error: null };

export const initialGameState: GameStoreState = {
  gamesByEvent: {},
  gamesById: {},
  loadingStates: {},
  selectedGameByEvent: {},
  playoffGeneration: idleGeneration,
  error: null,
};

export type GameAction =
  | { type: 'loadStarted'; key: string }
  | { type: 'loadSucceeded'; key: string }
  | { type: 'loadFailed'; key: string; error: string }
  | { type: 'eventGamesLoaded'; eventId: string; games: GameDto[] }
  | { type: 'gameSelected'; eventId: string; gameId: string | null }
  /** A game created, loaded, renamed, scored or reset: stored, and listed under its event. */
  | { type: 'gameSaved'; game: GameDto; select?: boolean }
  | { type: 'gameRemoved'; gameId: string }
  | { type: 'playoffGenerationStarted'; sourceGameId: string; configuration: PlayoffConfiguration }
  | { type: 'playoffGenerated'; game: GameDto }
  | { type: 'playoffGenerationFailed'; error: string }
  | { type: 'errorDismissed' };

function withLoading(state: GameStoreState, key: string, value: LoadingState): Record<string, LoadingState> {
  return { ...state.loadingStates, [key]: value };
}

function upsert(state: GameStoreState, game: GameDto, select: boolean): GameStoreState {
  const eventId = game.parentEventId;
  const ids = state.gamesByEvent[eventId] ?? [];
  return {
    ...state,
    gamesById: { ...state.gamesById, [game.id]: game },
    gamesByEvent: { ...state.gamesByEvent, [eventId]: ids.includes(game.id) ? ids : [...ids, game.id] },
    selectedGameByEvent: select ? { ...state.selectedGameByEvent, [eventId]: game.id } : state.selectedGameByEvent,
    loadingStates: withLoading(state, loadingKey.game(game.id), 'success'),
  };
}

function omit<T>(record: Record<string, T>, keys: Iterable<string>): Record<string, T> {
  const next = { ...record };
  for (const key of keys) delete next[key];
  return next;
}

export function gameReducer(state: GameStoreState, action: GameAction): GameStoreState {
  switch (action.type) {
    case 'loadStarted':
      return { ...state, loadingStates: withLoading(state, action.key, 'loading') };
    case 'loadSucceeded':
      return { ...state, loadingStates: withLoading(state, action.key, 'success') };
    case 'loadFailed':
      return { ...state, loadingStates: withLoading(state, action.key, 'error'), error: action.error };
    case 'eventGamesLoaded': {
      const { eventId, games } = action;
      const ids = games.map((g) => g.id);
      const gone = (state.gamesByEvent[eventId] ?? []).filter((id) => !ids.includes(id));
      const gamesById = omit(state.gamesById, gone);
      for (const game of games) gamesById[game.id] = game;
      const selected = state.selectedGameByEvent[eventId];
      // §4: a game that a refreshed list no longer has loses its selection; a first load picks the first game.
      const nextSelected =
        selected === undefined ? (ids[0] ?? null) : selected !== null && !ids.includes(selected) ? null : selected;
      return {
        ...state,
        gamesById,
        gamesByEvent: { ...state.gamesByEvent, [eventId]: ids },
        selectedGameByEvent: { ...state.selectedGameByEvent, [eventId]: nextSelected },
        loadingStates: withLoading(state, loadingKey.eventGames(eventId), 'success'),
      };
    }
    case 'gameSelected':
      return { ...state, selectedGameByEvent: { ...state.selectedGameByEvent, [action.eventId]: action.gameId } };
    case 'gameSaved':
      return upsert(state, action.game, action.select ?? false);
    case 'gameRemoved': {
      const game = state.gamesById[action.gameId];
      if (!game) return state;
      const eventId = game.parentEventId;
      const ids = (state.gamesByEvent[eventId] ?? []).filter((id) => id !== game.id);
      const selected = state.selectedGameByEvent[eventId];
      // §4: deleting the selected game moves the selection to its source game (when that is still there).
      const source = game.sourceGameId && ids.includes(game.sourceGameId) ? game.sourceGameId : null;
      return {
        ...state,
        gamesById: omit(state.gamesById, [game.id]),
        gamesByEvent: { ...state.gamesByEvent, [eventId]: ids },
        selectedGameByEvent:
          selected === game.id ? { ...state.selectedGameByEvent, [eventId]: source } : state.selectedGameByEvent,
        loadingStates: omit(state.loadingStates, [loadingKey.game(game.id)]),
      };
    }
    case 'playoffGenerationStarted':
      return {
        ...state,
        playoffGeneration: {
          isGenerating: true,
          sourceGameId: action.sourceGameId,
          configuration: action.configuration,
          error: null,
        },
      };
    case 'playoffGenerated':
      // §4: the playoff game is added and selected.
      return { ...upsert(state, action.game, true), playoffGeneration: idleGeneration };
    case 'playoffGenerationFailed':
      return {
        ...state,
        playoffGeneration: { ...state.playoffGeneration, isGenerating: false, error: action.error },
        error: action.error,
      };
    case 'errorDismissed':
      return { ...state, error: null, playoffGeneration: { ...state.playoffGeneration, error: null } };
  }
}

/** The games of an event, in order. */
export function selectEventGames(state: GameStoreState, eventId: string): GameDto[] {
  return (state.gamesByEvent[eventId] ?? []).flatMap((id) => state.gamesById[id] ?? []);
}

export function selectSelectedGame(state: GameStoreState, eventId: string): GameDto | null {
  const id = state.selectedGameByEvent[eventId];
  return id ? (state.gamesById[id] ?? null) : null;
}

import { describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/constants/messages';
import type { GameDto } from '@shared/schemas/game';
import { ApiError } from '@web/lib/api-error';
import {
  gameReducer,
  initialGameState,
  loadingKey,
  selectEventGames,
  selectSelectedGame,
  type GameAction,
  type GameStoreState,
} from './game-store';
import { createGameStore } from './store';

const EVENT = 'evt-1';

function game(id: string, overrides: Partial<GameDto> = {}): GameDto {
  return {
    id,
    parentEventId: EVENT,
    name: `Game ${id}`,
    kind: 'game',
    sourceGameId: null,
    participants: [
      { id: 'p1', name: 'Ann' },
      { id: 'p2', name: 'Bo' },
    ],
    configuration: null,
    rounds: [],
    championId: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

const playoffOf = (source: string, id = 'po') =>
  game(id, {
    kind: 'playoff',
    sourceGameId: source,
    name: 'Playoff',
    configuration: { format: 'single-elimination', seeding: 'order', source: 'participants' },
  });

const run = (actions: GameAction[], state: GameStoreState = initialGameState) => actions.reduce(gameReducer, state);

describe('game store transitions (spec §4)', () => {
  it('marks a key loading, then stores the games of an event in order and selects the first', () => {
    const loading = run([{ type: 'loadStarted', key: loadingKey.eventGames(EVENT) }]);
    expect(loading.loadingStates[`event:${EVENT}`]).toBe('loading');

    const loaded = gameReducer(loading, { type: 'eventGamesLoaded', eventId: EVENT, games: [game('a'), game('b')] });
    expect(loaded.loadingStates[`event:${EVENT}`]).toBe('success');
    expect(selectEventGames(loaded, EVENT).map((g) => g.id)).toEqual(['a', 'b']);
    expect(selectSelectedGame(loaded, EVENT)?.id).toBe('a');
  });

  it('records a failed load with its message', () => {
    const failed = run([{ type: 'loadFailed', key: 'event:x', error: messages.failedToLoadGame }]);
    expect(failed.loadingStates['event:x']).toBe('error');
    expect(failed.error).toBe('Failed to load game');
  });

  it('keeps a chosen selection across a refresh that still has the game', () => {
    const state = run([
      { type: 'eventGamesLoaded', eventId: EVENT, games: [game('a'), game('b')] },
      { type: 'gameSelected', eventId: EVENT, gameId: 'b' },
      { type: 'eventGamesLoaded', eventId: EVENT, games: [game('a'), game('b', { name: 'Renamed' })] },
    ]);
    expect(selectSelectedGame(state, EVENT)?.name).toBe('Renamed');
  });

  it('clears the selection when a refreshed list no longer has the selected game, and drops it', () => {
    const state = run([
      { type: 'eventGamesLoaded', eventId: EVENT, games: [game('a'), game('b')] },
      { type: 'gameSelected', eventId: EVENT, gameId: 'b' },
      { type: 'eventGamesLoaded', eventId: EVENT, games: [game('a')] },
    ]);
    expect(state.selectedGameByEvent[EVENT]).toBeNull();
    expect(state.gamesById.b).toBeUndefined();
    expect(selectEventGames(state, EVENT).map((g) => g.id)).toEqual(['a']);
  });

  it('adds a created game to its event and selects it', () => {
    const state = run([
      { type: 'eventGamesLoaded', eventId: EVENT, games: [game('a')] },
      { type: 'gameSaved', game: game('c'), select: true },
    ]);
    expect(selectEventGames(state, EVENT).map((g) => g.id)).toEqual(['a', 'c']);
    expect(state.selectedGameByEvent[EVENT]).toBe('c');
    expect(state.loadingStates['game:c']).toBe('success');
  });

  it('replaces an updated game in place without moving the selection', () => {
    const state = run([
      { type: 'eventGamesLoaded', eventId: EVENT, games: [game('a'), game('b')] },
      { type: 'gameSaved', game: game('b', { name: 'Finals', version: 2 }) },
    ]);
    expect(selectEventGames(state, EVENT).map((g) => g.name)).toEqual(['Game a', 'Finals']);
    expect(state.selectedGameByEvent[EVENT]).toBe('a');
  });

  it('generating: remembers the source and configuration, then adds and selects the playoff game', () => {
    const configuration = { format: 'single-elimination', seeding: 'random', source: 'joiners' } as const;
    const generating = run([
      { type: 'eventGamesLoaded', eventId: EVENT, games: [game('a')] },
      { type: 'playoffGenerationStarted', sourceGameId: 'a', configuration },
    ]);
    expect(generating.playoffGeneration).toEqual({ isGenerating: true, sourceGameId: 'a', configuration, error: null });

    const done = gameReducer(generating, { type: 'playoffGenerated', game: playoffOf('a') });
    expect(done.playoffGeneration.isGenerating).toBe(false);
    expect(done.selectedGameByEvent[EVENT]).toBe('po');
    expect(selectEventGames(done, EVENT).map((g) => g.id)).toEqual(['a', 'po']);
  });

  it('generating: a failure ends generation with the spec message and keeps the selection', () => {
    const state = run([
      { type: 'eventGamesLoaded', eventId: EVENT, games: [game('a')] },
      {
        type: 'playoffGenerationStarted',
        sourceGameId: 'a',
        configuration: { format: 'single-elimination', seeding: 'order', source: 'participants' },
      },
      { type: 'playoffGenerationFailed', error: messages.failedToGeneratePlayoff },
    ]);
    expect(state.playoffGeneration.isGenerating).toBe(false);
    expect(state.playoffGeneration.error).toBe('Failed to generate playoff bracket');
    expect(state.error).toBe('Failed to generate playoff bracket');
    expect(state.selectedGameByEvent[EVENT]).toBe('a');
  });

  it('deleting the selected game removes it and moves the selection to its source game', () => {
    const state = run([
      { type: 'eventGamesLoaded', eventId: EVENT, games: [game('a'), playoffOf('a')] },
      { type: 'gameSelected', eventId: EVENT, gameId: 'po' },
      { type: 'gameRemoved', gameId: 'po' },
    ]);
    expect(state.gamesById.po).toBeUndefined();
    expect(selectEventGames(state, EVENT).map((g) => g.id)).toEqual(['a']);
    expect(state.selectedGameByEvent[EVENT]).toBe('a');
  });

  it('deleting a selected game without a source clears the selection; deleting another keeps it', () => {
    const base = run([{ type: 'eventGamesLoaded', eventId: EVENT, games: [game('a'), game('b')] }]);
    expect(gameReducer(base, { type: 'gameRemoved', gameId: 'a' }).selectedGameByEvent[EVENT]).toBeNull();
    expect(gameReducer(base, { type: 'gameRemoved', gameId: 'b' }).selectedGameByEvent[EVENT]).toBe('a');
  });

  it('dismissing the error clears it', () => {
    const state = run([{ type: 'playoffGenerationFailed', error: messages.failedToGeneratePlayoff }, { type: 'errorDismissed' }]);
    expect(state.error).toBeNull();
    expect(state.playoffGeneration.error).toBeNull();
  });
});

function fakeClient(handlers: Record<string, (args: unknown) => unknown>) {
  const call = vi.fn(async (id: string, args?: unknown) => {
    const handler = handlers[id];
    if (!handler) throw new Error(`unexpected call ${id}`);
    return handler(args);
  });
  return { call: call as never, calls: call };
}

describe('game store API calls', () => {
  it('loads games; a failed load says "Failed to load game" and a missing event "Game not found"', async () => {
    const ok = createGameStore(fakeClient({ listEventGames: () => ({ items: [game('a')] }) }));
    expect(await ok.loadEventGames(EVENT)).toEqual({ ok: true });
    expect(ok.getState().selectedGameByEvent[EVENT]).toBe('a');

    const broken = createGameStore(fakeClient({ listEventGames: () => Promise.reject(new ApiError(500, 'boom')) }));
    expect(await broken.loadEventGames(EVENT)).toEqual({ ok: false, message: 'Failed to load game' });
    expect(broken.getState().loadingStates[`event:${EVENT}`]).toBe('error');

    const missing = createGameStore(fakeClient({ listEventGames: () => Promise.reject(new ApiError(404, 'nope')) }));
    expect(await missing.loadEventGames(EVENT)).toEqual({ ok: false, message: 'Game not found' });
  });

  it('renames with the version it holds; a failure says "Failed to update game" and reloads a stale game', async () => {
    const client = fakeClient({
      listEventGames: () => ({ items: [game('a', { version: 3 })] }),
      updateGame: () => Promise.reject(new ApiError(409, 'stale')),
      getGame: () => game('a', { name: 'Theirs', version: 4 }),
    });
    const store = createGameStore(client);
    await store.loadEventGames(EVENT);
    const outcome = await store.updateGame(store.getState().gamesById.a!, { name: 'Mine' });
    expect(outcome).toEqual({ ok: false, message: 'Failed to update game' });
    expect(client.calls).toHaveBeenCalledWith('updateGame', { params: { gameId: 'a' }, body: { name: 'Mine', version: 3 } });
    await vi.waitFor(() => expect(store.getState().gamesById.a?.name).toBe('Theirs'));
  });

  it('records match results; the saved game (winner advanced) replaces the old one', async () => {
    const scored = playoffOf('a');
    const client = fakeClient({ updateGame: () => ({ ...scored, version: 2, championId: 'p1' }) });
    const store = createGameStore(client);
    store.dispatch({ type: 'eventGamesLoaded', eventId: EVENT, games: [game('a'), scored] });
    await store.updateGame(scored, { results: [{ matchId: 'm1', scoreA: 21, scoreB: 15 }] });
    expect(client.calls).toHaveBeenCalledWith('updateGame', {
      params: { gameId: 'po' },
      body: { results: [{ matchId: 'm1', scoreA: 21, scoreB: 15 }], version: 1 },
    });
    expect(store.getState().gamesById.po?.championId).toBe('p1');
  });

  it('a game gone on the server is removed with "Game not found"', async () => {
    const store = createGameStore(fakeClient({ getGame: () => Promise.reject(new ApiError(404, 'Game not found')) }));
    store.dispatch({ type: 'eventGamesLoaded', eventId: EVENT, games: [game('a')] });
    expect(await store.loadGame('a')).toEqual({ ok: false, message: 'Game not found' });
    expect(store.getState().gamesById.a).toBeUndefined();
    expect(store.getState().error).toBe('Game not found');
  });

  it('generates a playoff (generating while it runs), then selects it; a failure reports the spec message', async () => {
    let resolve!: (g: GameDto) => void;
    const store = createGameStore(fakeClient({ generatePlayoff: () => new Promise<GameDto>((r) => (resolve = r)) }));
    store.dispatch({ type: 'eventGamesLoaded', eventId: EVENT, games: [game('a')] });
    const pending = store.generatePlayoff(store.getState().gamesById.a!, {
      format: 'single-elimination',
      seeding: 'order',
      source: 'participants',
    });
    expect(store.getState().playoffGeneration.isGenerating).toBe(true);
    resolve(playoffOf('a'));
    await pending;
    expect(store.getState().selectedGameByEvent[EVENT]).toBe('po');

    const failing = createGameStore(fakeClient({ generatePlayoff: () => Promise.reject(new ApiError(400, 'Too few players')) }));
    failing.dispatch({ type: 'eventGamesLoaded', eventId: EVENT, games: [game('a')] });
    expect(
      await failing.generatePlayoff(game('a'), { format: 'single-elimination', seeding: 'order', source: 'participants' }),
    ).toEqual({
      ok: false,
      message: 'Failed to generate playoff bracket',
    });
  });

  it('resets a bracket; a failure says "Failed to reset playoff bracket"', async () => {
    const cleared = { ...playoffOf('a'), version: 2 };
    const store = createGameStore(fakeClient({ resetPlayoff: () => cleared }));
    store.dispatch({ type: 'eventGamesLoaded', eventId: EVENT, games: [game('a'), playoffOf('a')] });
    expect(await store.resetPlayoff(playoffOf('a'))).toEqual({ ok: true, game: cleared });

    const failing = createGameStore(fakeClient({ resetPlayoff: () => Promise.reject(new ApiError(500, 'x')) }));
    expect(await failing.resetPlayoff(playoffOf('a'))).toEqual({ ok: false, message: 'Failed to reset playoff bracket' });
    expect(failing.getState().loadingStates['game:po']).toBe('error');
  });

  it('deletes a playoff and selects its source game', async () => {
    const store = createGameStore(fakeClient({ deleteGame: () => ({ ok: true }) }));
    store.dispatch({ type: 'eventGamesLoaded', eventId: EVENT, games: [game('a'), playoffOf('a')] });
    store.select(EVENT, 'po');
    await store.deleteGame(playoffOf('a'));
    expect(store.getState().selectedGameByEvent[EVENT]).toBe('a');
    expect(store.getState().gamesByEvent[EVENT]).toEqual(['a']);
  });

  it('creates a game by name (participants left to the server) and selects it', async () => {
    const client = fakeClient({ createGame: () => game('n', { name: 'Round robin' }) });
    const store = createGameStore(client);
    store.dispatch({ type: 'eventGamesLoaded', eventId: EVENT, games: [] });
    await store.createGame(EVENT, 'Round robin');
    expect(client.calls).toHaveBeenCalledWith('createGame', { params: { eventId: EVENT }, body: { name: 'Round robin' } });
    expect(store.getState().selectedGameByEvent[EVENT]).toBe('n');
    expect(store.getState().loadingStates[`create:${EVENT}`]).toBe('success');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/constants/messages';
import type { GameDto } from '../../../../../shared/schemas/game';
import { ApiError } from '../../../lib/api-error';
import { createGameStore } from '../store';
import { EventGames, GameStoreContext } from './event-games';

const EVENT = 'evt-1';
const players = [
  { id: 'p1', name: 'Ann' },
  { id: 'p2', name: 'Bo' },
  { id: 'p3', name: 'Cy' },
  { id: 'p4', name: 'Di' },
];

const league: GameDto = {
  id: 'g1',
  parentEventId: EVENT,
  name: 'Round robin',
  kind: 'game',
  sourceGameId: null,
  participants: players,
  configuration: null,
  rounds: [],
  championId: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  version: 1,
};

const playoff: GameDto = {
  ...league,
  id: 'g2',
  name: 'Playoff',
  kind: 'playoff',
  sourceGameId: 'g1',
  configuration: { format: 'single-elimination', seeding: 'order', source: 'participants' },
  rounds: [
    {
      round: 1,
      name: 'Semifinals',
      matches: [
        { id: 'm1', a: players[0]!, b: players[3]!, scoreA: null, scoreB: null, winnerId: null },
        { id: 'm2', a: players[1]!, b: players[2]!, scoreA: 21, scoreB: 18, winnerId: 'p2' },
      ],
    },
    { round: 2, name: 'Final', matches: [{ id: 'm3', a: null, b: players[1]!, scoreA: null, scoreB: null, winnerId: null }] },
  ],
};

function setup(handlers: Record<string, (args: never) => unknown>, canManage = true) {
  const call = vi.fn(async (id: string, args?: unknown) => {
    const handler = handlers[id];
    if (!handler) throw new Error(`unexpected ${id}`);
    return handler(args as never);
  });
  const store = createGameStore({ call: call as never });
  render(
    <GameStoreContext.Provider value={store}>
      <EventGames eventId={EVENT} canManage={canManage} />
    </GameStoreContext.Provider>,
  );
  return { call, store };
}

describe('EventGames', () => {
  it('shows the bracket read-only to a visitor: rounds as lists, matches as groups, no manage buttons', async () => {
    setup({ listEventGames: () => ({ items: [league, playoff] }) }, false);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games…');

    await userEvent.click(await screen.findByRole('button', { name: /^Playoff/ }));
    const semis = screen.getByRole('list', { name: 'Semifinals' });
    const match = within(semis).getByRole('group', { name: 'Match 2: Bo vs Cy' });
    expect(within(match).getByLabelText('score 21')).toBeInTheDocument();
    expect(within(match).getByText('(winner)', { exact: false })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Final' })).getByRole('group', { name: 'Match 1: To be decided vs Bo' }),
    ).toBeInTheDocument();

    for (const name of ['Add game', 'Rename', 'Delete game', 'Reset bracket', 'Save result']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('says when there are no games, and that loading failed with a retry', async () => {
    const list = vi.fn().mockRejectedValueOnce(new ApiError(500, 'boom')).mockResolvedValueOnce({ items: [] });
    setup({ listEventGames: list }, false);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.failedToLoadGame);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No games yet.')).toBeInTheDocument();
  });

  it('adds a game by name and selects it', async () => {
    const { call } = setup({ listEventGames: () => ({ items: [] }), createGame: () => ({ ...league, name: 'Pool A' }) });
    await userEvent.type(await screen.findByLabelText('New game name'), 'Pool A');
    await userEvent.click(screen.getByRole('button', { name: 'Add game' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Pool A' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('createGame', { params: { eventId: EVENT }, body: { name: 'Pool A' } });
    expect(screen.getByRole('button', { name: 'Pool A', pressed: true })).toBeInTheDocument();
  });

  it('generates a playoff bracket: "Generating…", then the playoff is added and selected', async () => {
    let resolve!: (game: GameDto) => void;
    const { call } = setup({
      listEventGames: () => ({ items: [league] }),
      generatePlayoff: () => new Promise((r) => (resolve = r)),
    });
    await screen.findByRole('heading', { level: 3, name: 'Round robin' });
    await userEvent.click(screen.getByRole('radio', { name: 'Random' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate playoff bracket' }));

    expect(screen.getByRole('button', { name: 'Generating…' })).toBeDisabled();
    expect(call).toHaveBeenCalledWith('generatePlayoff', {
      params: { gameId: 'g1' },
      body: { format: 'single-elimination', seeding: 'random', source: 'participants' },
    });
    resolve(playoff);
    expect(await screen.findByRole('heading', { level: 3, name: 'Playoff' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Playoff/, pressed: true })).toBeInTheDocument();
  });

  it('reports a failed generation with the spec message', async () => {
    setup({ listEventGames: () => ({ items: [league] }), generatePlayoff: () => Promise.reject(new ApiError(400, 'Too few')) });
    await userEvent.click(await screen.findByRole('button', { name: 'Generate playoff bracket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.failedToGeneratePlayoff);
  });

  it('records a match result with the version it holds', async () => {
    const { call } = setup({
      listEventGames: () => ({ items: [playoff] }),
      updateGame: () => ({ ...playoff, version: 2 }),
    });
    const match = await screen.findByRole('group', { name: 'Match 1: Ann vs Di' });
    await userEvent.type(within(match).getByLabelText('Score for Ann'), '21');
    await userEvent.type(within(match).getByLabelText('Score for Di'), '9');
    await userEvent.click(within(match).getByRole('button', { name: 'Save result' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('updateGame', {
        params: { gameId: 'g2' },
        body: { results: [{ matchId: 'm1', scoreA: 21, scoreB: 9 }], version: 1 },
      }),
    );
  });

  it('resets a bracket after confirming; a failure says "Failed to reset playoff bracket"', async () => {
    const { call, store } = setup({
      listEventGames: () => ({ items: [playoff] }),
      resetPlayoff: () => Promise.reject(new ApiError(500, 'x')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset bracket' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset this bracket?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset bracket' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('resetPlayoff', { params: { gameId: 'g2' } }));
    await waitFor(() => expect(store.getState().error).toBe(messages.failedToResetPlayoff));
  });

  it('deletes the selected playoff after confirming and moves the selection to its source game', async () => {
    const { store } = setup({ listEventGames: () => ({ items: [league, playoff] }), deleteGame: () => ({ ok: true }) });
    await userEvent.click(await screen.findByRole('button', { name: /^Playoff/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete game' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Round robin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Playoff/ })).not.toBeInTheDocument();
    expect(store.getState().selectedGameByEvent[EVENT]).toBe('g1');
  });

  it('renames a game', async () => {
    const { call } = setup({
      listEventGames: () => ({ items: [league] }),
      updateGame: () => ({ ...league, name: 'Pool play', version: 2 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const input = screen.getByLabelText('Game name');
    await userEvent.clear(input);
    await userEvent.type(input, 'Pool play');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Pool play' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('updateGame', { params: { gameId: 'g1' }, body: { name: 'Pool play', version: 1 } });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import type { GameDto } from '@shared/schemas/game';
import type { RouteId } from '@shared/api/routes';
import { FakeApiError, fakeApi, type FakeAnswer, type FakeRequest } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
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

type Answers = { [Id in RouteId]?: FakeAnswer<Id> | ((request: FakeRequest<Id>) => FakeAnswer<Id> | Promise<FakeAnswer<Id>>) };

/** The games of EVENT on a fresh store that talks to the fake API, as the organiser (or a visitor). */
function setup(answers: Answers, canManage = true) {
  for (const [id, answer] of Object.entries(answers)) fakeApi.on(id as never, answer as never);
  const store = createGameStore();
  const { user } = renderRoute(`/event/${EVENT}/manage`, {
    as: 'user',
    element: (
      <GameStoreContext.Provider value={store}>
        <EventGames eventId={EVENT} canManage={canManage} />
      </GameStoreContext.Provider>
    ),
  });
  return { store, user };
}

/** What the screen sent to a route, in order (params and body as the API parsed them). */
const sent = (id: RouteId) => fakeApi.calls(id).map(({ params, body }) => ({ params, body }));

describe('EventGames', () => {
  it('shows the bracket read-only to a visitor: rounds as lists, matches as groups, no manage buttons', async () => {
    const { user } = setup({ listEventGames: () => ({ items: [league, playoff] }) }, false);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games…');

    await user.click(await screen.findByRole('button', { name: /^Playoff/ }));
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
    let asked = 0;
    const { user } = setup(
      {
        listEventGames: () => {
          asked += 1;
          if (asked === 1) throw new FakeApiError(500, 'boom');
          return { items: [] };
        },
      },
      false,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.failedToLoadGame);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No games yet.')).toBeInTheDocument();
  });

  it('adds a game by name and selects it', async () => {
    const { user } = setup({ listEventGames: () => ({ items: [] }), createGame: () => ({ ...league, name: 'Pool A' }) });
    await user.type(await screen.findByLabelText('New game name'), 'Pool A');
    await user.click(screen.getByRole('button', { name: 'Add game' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Pool A' })).toBeInTheDocument();
    expect(sent('createGame')).toContainEqual({ params: { eventId: EVENT }, body: { name: 'Pool A' } });
    expect(screen.getByRole('button', { name: 'Pool A', pressed: true })).toBeInTheDocument();
  });

  it('generates a playoff bracket: "Generating…", then the playoff is added and selected', async () => {
    let resolve!: (game: GameDto) => void;
    const { user } = setup({
      listEventGames: () => ({ items: [league] }),
      generatePlayoff: () => new Promise<GameDto>((r) => (resolve = r)),
    });
    await screen.findByRole('heading', { level: 3, name: 'Round robin' });
    await user.click(screen.getByRole('radio', { name: 'Random' }));
    await user.click(screen.getByRole('button', { name: 'Generate playoff bracket' }));

    expect(screen.getByRole('button', { name: 'Generating…' })).toBeDisabled();
    // The request travels over (fake) HTTP now, so it is seen a moment after the press.
    await waitFor(() =>
      expect(sent('generatePlayoff')).toContainEqual({
        params: { gameId: 'g1' },
        body: { format: 'single-elimination', seeding: 'random', source: 'participants' },
      }),
    );
    resolve(playoff);
    expect(await screen.findByRole('heading', { level: 3, name: 'Playoff' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Playoff/, pressed: true })).toBeInTheDocument();
  });

  it('reports a failed generation with the spec message', async () => {
    const { user } = setup({
      listEventGames: () => ({ items: [league] }),
      generatePlayoff: () => {
        throw new FakeApiError(400, 'Too few');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate playoff bracket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.failedToGeneratePlayoff);
  });

  it('records a match result with the version it holds', async () => {
    const { user } = setup({
      listEventGames: () => ({ items: [playoff] }),
      updateGame: () => ({ ...playoff, version: 2 }),
    });
    const match = await screen.findByRole('group', { name: 'Match 1: Ann vs Di' });
    await user.type(within(match).getByLabelText('Score for Ann'), '21');
    await user.type(within(match).getByLabelText('Score for Di'), '9');
    await user.click(within(match).getByRole('button', { name: 'Save result' }));
    await waitFor(() =>
      expect(sent('updateGame')).toContainEqual({
        params: { gameId: 'g2' },
        body: { results: [{ matchId: 'm1', scoreA: 21, scoreB: 9 }], version: 1 },
      }),
    );
  });

  it('resets a bracket after confirming; a failure says "Failed to reset playoff bracket"', async () => {
    const { store, user } = setup({
      listEventGames: () => ({ items: [playoff] }),
      resetPlayoff: () => {
        throw new FakeApiError(500, 'x');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset bracket' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset this bracket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset bracket' }));
    await waitFor(() => expect(sent('resetPlayoff')).toContainEqual({ params: { gameId: 'g2' }, body: undefined }));
    await waitFor(() => expect(store.getState().error).toBe(messages.failedToResetPlayoff));
  });

  it('deletes the selected playoff after confirming and moves the selection to its source game', async () => {
    const { store, user } = setup({ listEventGames: () => ({ items: [league, playoff] }), deleteGame: () => ({ ok: true }) });
    await user.click(await screen.findByRole('button', { name: /^Playoff/ }));
    await user.click(screen.getByRole('button', { name: 'Delete game' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Round robin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Playoff/ })).not.toBeInTheDocument();
    expect(store.getState().selectedGameByEvent[EVENT]).toBe('g1');
  });

  it('renames a game', async () => {
    const { user } = setup({
      listEventGames: () => ({ items: [league] }),
      updateGame: () => ({ ...league, name: 'Pool play', version: 2 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const input = screen.getByLabelText('Game name');
    await user.clear(input);
    await user.type(input, 'Pool play');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Pool play' })).toBeInTheDocument();
    expect(sent('updateGame')).toContainEqual({ params: { gameId: 'g1' }, body: { name: 'Pool play', version: 1 } });
  });
});

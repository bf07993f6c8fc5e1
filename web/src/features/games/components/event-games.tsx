import { Trans, useLingui } from '@lingui/react/macro';
import { Trophy } from 'lucide-react';
import { createContext, useContext, useEffect, useId } from 'react';
import { FormMessage } from '@web/components/form';
import { secondaryButton } from '@web/components/ui';
import { loadingKey, selectEventGames, selectSelectedGame } from '../game-store';
import { gameStore, useGameState, type GameStore } from '../store';
import { CreateGameForm } from './create-game-form';
import { GameDetails } from './game-details';

/** The store the games UI works on: the app's one, or a fresh one in tests. */
export const GameStoreContext = createContext<GameStore>(gameStore);

/**
 * The games of an event (spec §3 Game store, §4): the list, the selected game with
 * its bracket, and for the organiser (`canManage`) adding, renaming, scoring, generating a playoff
 * bracket, resetting it and deleting games. Read-only otherwise.
 */
export function EventGames({ eventId, canManage }: { eventId: string; canManage: boolean }) {
  const store = useContext(GameStoreContext);
  const state = useGameState(store);
  const headingId = useId();
  const { t } = useLingui();

  useEffect(() => {
    void store.loadEventGames(eventId);
  }, [store, eventId]);

  const games = selectEventGames(state, eventId);
  const selected = selectSelectedGame(state, eventId);
  const listState = state.loadingStates[loadingKey.eventGames(eventId)];
  const loaded = state.gamesByEvent[eventId] !== undefined;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        <Trans>Games</Trans>
      </h2>

      {!loaded && listState !== 'error' && (
        <p role="status" className="text-slate-600">
          <Trans>Loading games…</Trans>
        </p>
      )}
      {listState === 'error' && (
        <div className="flex flex-col items-start gap-2">
          <FormMessage tone="error">{state.error}</FormMessage>
          <button type="button" className={secondaryButton} onClick={() => void store.loadEventGames(eventId)}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {loaded && games.length === 0 && (
        <p className="text-slate-600">{canManage ? t`No games yet. Add one to start keeping score.` : t`No games yet.`}</p>
      )}

      {games.length > 0 && (
        <ul aria-label={t`Games of this event`} className="flex flex-wrap gap-2">
          {games.map((game) => (
            <li key={game.id}>
              <button
                type="button"
                aria-pressed={selected?.id === game.id}
                onClick={() => store.select(eventId, game.id)}
                className={`${secondaryButton} aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800`}
              >
                {game.kind === 'playoff' && <Trophy aria-hidden="true" className="size-4" />}
                {game.name}
                {game.kind === 'playoff' && (
                  <span className="sr-only">
                    {' '}
                    <Trans>(playoff)</Trans>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}

      {canManage && loaded && <CreateGameForm eventId={eventId} store={store} />}

      {selected ? (
        <GameDetails key={selected.id} game={selected} canManage={canManage} store={store} />
      ) : (
        games.length > 0 && (
          <p className="text-slate-600">
            <Trans>Choose a game to see its matches.</Trans>
          </p>
        )
      )}
    </section>
  );
}

import { Pencil, RotateCcw, Trash2, Trophy } from 'lucide-react';
import { createContext, useContext, useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import type { GameDto, PlayoffConfiguration } from '../../../../../shared/schemas/game';
import { FormMessage } from '../../../components/form-field';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../../components/ui';
import { loadingKey, selectEventGames, selectSelectedGame } from '../game-store';
import { gameStore, useGameState, type GameStore, type MatchResult } from '../store';
import { Bracket } from './bracket';
import { ConfirmButton } from './confirm-button';

/** The store the games UI works on: the app's one, or a fresh one in tests. */
export const GameStoreContext = createContext<GameStore>(gameStore);

/**
 * The games of an event (spec §3 Game store, §4, issue 6 item 7): the list, the selected game with
 * its bracket, and for the organiser (`canManage`) adding, renaming, scoring, generating a playoff
 * bracket, resetting it and deleting games. Read-only otherwise.
 */
export function EventGames({ eventId, canManage }: { eventId: string; canManage: boolean }) {
  const store = useContext(GameStoreContext);
  const state = useGameState(store);
  const headingId = useId();

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
        Games
      </h2>

      {!loaded && listState !== 'error' && (
        <p role="status" className="text-slate-600">
          Loading games…
        </p>
      )}
      {listState === 'error' && (
        <div className="flex flex-col items-start gap-2">
          <FormMessage tone="error">{state.error}</FormMessage>
          <button type="button" className={secondaryButton} onClick={() => void store.loadEventGames(eventId)}>
            Try again
          </button>
        </div>
      )}
      {loaded && games.length === 0 && (
        <p className="text-slate-600">{canManage ? 'No games yet. Add one to start keeping score.' : 'No games yet.'}</p>
      )}

      {games.length > 0 && (
        <ul aria-label="Games of this event" className="flex flex-wrap gap-2">
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
                {game.kind === 'playoff' && <span className="sr-only"> (playoff)</span>}
              </button>
            </li>
          ))}
        </ul>
      )}

      {canManage && loaded && <CreateGameForm eventId={eventId} store={store} />}

      {selected ? (
        <GameDetails key={selected.id} game={selected} canManage={canManage} store={store} />
      ) : (
        games.length > 0 && <p className="text-slate-600">Choose a game to see its matches.</p>
      )}
    </section>
  );
}

function CreateGameForm({ eventId, store }: { eventId: string; store: GameStore }) {
  const state = useGameState(store);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const busy = state.loadingStates[loadingKey.createGame(eventId)] === 'loading';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Name is required');
    setError(null);
    const outcome = await store.createGame(eventId, name.trim());
    if (outcome.ok) {
      setName('');
      toast.success('Game added');
    } else {
      setError(outcome.message);
      toast.error(outcome.message);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-xs">
        <label htmlFor={inputId} className={labelClass}>
          New game name
        </label>
        <input
          id={inputId}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Adding…' : 'Add game'}
      </button>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

function GameDetails({ game, canManage, store }: { game: GameDto; canManage: boolean; store: GameStore }) {
  const state = useGameState(store);
  const headingId = useId();
  const busy = state.loadingStates[loadingKey.game(game.id)] === 'loading';

  const report = (success: string) => (outcome: { ok: boolean; message?: string }) => {
    if (outcome.ok) toast.success(success);
    else toast.error(outcome.message);
  };

  const rename = async (name: string) => {
    const outcome = await store.updateGame(game, { name });
    report('Game renamed')(outcome);
    return outcome.ok;
  };
  const record = (result: MatchResult) => void store.updateGame(game, { results: [result] }).then(report('Result saved'));

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {game.name}
          </h3>
          <p className="text-sm text-slate-600">
            {game.kind === 'playoff'
              ? 'Single-elimination playoff'
              : `${game.participants.length} ${game.participants.length === 1 ? 'player' : 'players'}`}
          </p>
        </div>
        {canManage && (
          <div className="flex flex-wrap gap-2">
            {game.kind === 'playoff' && (
              <ConfirmButton
                label="Reset bracket"
                icon={<RotateCcw aria-hidden="true" className="size-4" />}
                title="Reset this bracket?"
                description="Every score is cleared; the first-round pairings stay."
                confirmLabel="Reset bracket"
                disabled={busy}
                onConfirm={() => void store.resetPlayoff(game).then(report('Bracket reset'))}
              />
            )}
            <ConfirmButton
              label="Delete game"
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              title={`Delete ${game.name}?`}
              description="The game and its scores are removed. This cannot be undone."
              confirmLabel="Delete"
              disabled={busy}
              onConfirm={() => void store.deleteGame(game).then(report('Game deleted'))}
            />
          </div>
        )}
      </div>

      {canManage && <RenameForm game={game} busy={busy} onRename={rename} />}

      {game.kind === 'game' && <Participants game={game} />}
      {game.rounds.length > 0 ? (
        <Bracket game={game} canManage={canManage} busy={busy} onRecord={record} />
      ) : (
        game.kind === 'playoff' && <p className="text-slate-600">This bracket has no matches.</p>
      )}

      {canManage && game.kind === 'game' && <PlayoffGenerator game={game} store={store} />}
    </article>
  );
}

function Participants({ game }: { game: GameDto }) {
  if (game.participants.length === 0) return <p className="text-slate-600">No players in this game yet.</p>;
  return (
    <div>
      <h4 className="font-semibold text-slate-900">Players</h4>
      <ul aria-label={`Players in ${game.name}`} className="mt-1 flex flex-wrap gap-2">
        {game.participants.map((p) => (
          <li key={p.id} className="rounded-full bg-white px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-200">
            {p.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RenameForm({ game, busy, onRename }: { game: GameDto; busy: boolean; onRename: (name: string) => Promise<boolean> }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(game.name);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  if (!editing) {
    return (
      <div>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setName(game.name);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Rename
        </button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Name is required');
    setError(null);
    if (await onRename(name.trim())) setEditing(false);
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-xs">
        <label htmlFor={inputId} className={labelClass}>
          Game name
        </label>
        <input
          id={inputId}
          value={name}
          maxLength={100}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={busy} className={primaryButton}>
        Save name
      </button>
      <button type="button" className={secondaryButton} onClick={() => setEditing(false)}>
        Cancel
      </button>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

function PlayoffGenerator({ game, store }: { game: GameDto; store: GameStore }) {
  const { playoffGeneration } = useGameState(store);
  const [seeding, setSeeding] = useState<PlayoffConfiguration['seeding']>('order');
  const [source, setSource] = useState<PlayoffConfiguration['source']>('participants');
  const headingId = useId();
  const generating = playoffGeneration.isGenerating;
  const failed = playoffGeneration.sourceGameId === game.id ? playoffGeneration.error : null;

  const generate = async () => {
    const outcome = await store.generatePlayoff(game, { format: 'single-elimination', seeding, source });
    if (outcome.ok) toast.success('Playoff bracket generated');
    else toast.error(outcome.message);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        Playoff bracket
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <fieldset className="flex flex-col gap-1">
          <legend className={labelClass}>Seeding</legend>
          <Radio
            name={`${game.id}-seeding`}
            checked={seeding === 'order'}
            onChange={() => setSeeding('order')}
            label="In order (first plays last)"
          />
          <Radio
            name={`${game.id}-seeding`}
            checked={seeding === 'random'}
            onChange={() => setSeeding('random')}
            label="Random"
          />
        </fieldset>
        <fieldset className="flex flex-col gap-1">
          <legend className={labelClass}>Players from</legend>
          <Radio
            name={`${game.id}-source`}
            checked={source === 'participants'}
            onChange={() => setSource('participants')}
            label="This game's players"
          />
          <Radio
            name={`${game.id}-source`}
            checked={source === 'joiners'}
            onChange={() => setSource('joiners')}
            label="Everyone who joined the event"
          />
        </fieldset>
      </div>
      <div>
        <button type="button" disabled={generating} onClick={() => void generate()} className={primaryButton}>
          {generating ? 'Generating…' : 'Generate playoff bracket'}
        </button>
      </div>
      {generating && (
        <p role="status" className="sr-only">
          Generating…
        </p>
      )}
      {failed && <FormMessage tone="error">{failed}</FormMessage>}
    </section>
  );
}

function Radio({ name, checked, onChange, label }: { name: string; checked: boolean; onChange: () => void; label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-slate-800">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="size-4 accent-brand-700" />
      {label}
    </label>
  );
}

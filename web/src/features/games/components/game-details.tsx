import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { GameDto } from '@shared/schemas/game';
import { toast } from '@web/lib/toast';
import { loadingKey } from '../game-store';
import { useGameState, type GameStore, type MatchResult } from '../store';
import { Bracket } from './bracket';
import { ConfirmButton } from './confirm-button';
import { PlayoffGenerator } from './playoff-generator';
import { RenameForm } from './rename-form';

/** The selected game: its players and bracket; the organiser renames, scores, resets, deletes and generates a playoff. */
export function GameDetails({ game, canManage, store }: { game: GameDto; canManage: boolean; store: GameStore }) {
  const state = useGameState(store);
  const headingId = useId();
  const busy = state.loadingStates[loadingKey.game(game.id)] === 'loading';
  const { t } = useLingui();

  const report = (success: string) => (outcome: { ok: boolean; message?: string }) => {
    if (outcome.ok) toast.success(success);
    else toast.error(outcome.message);
  };

  const rename = async (name: string) => {
    const outcome = await store.updateGame(game, { name });
    report(t`Game renamed`)(outcome);
    return outcome.ok;
  };
  const record = (result: MatchResult) => void store.updateGame(game, { results: [result] }).then(report(t`Result saved`));

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {game.name}
          </h3>
          <p className="text-sm text-slate-600">
            {game.kind === 'playoff' ? (
              <Trans>Single-elimination playoff</Trans>
            ) : (
              <Plural value={game.participants.length} one="# player" other="# players" />
            )}
          </p>
        </div>
        {canManage && (
          <div className="flex flex-wrap gap-2">
            {game.kind === 'playoff' && (
              <ConfirmButton
                label={t`Reset bracket`}
                icon={<RotateCcw aria-hidden="true" className="size-4" />}
                title={t`Reset this bracket?`}
                description={t`Every score is cleared; the first-round pairings stay.`}
                confirmLabel={t`Reset bracket`}
                disabled={busy}
                onConfirm={() => void store.resetPlayoff(game).then(report(t`Bracket reset`))}
              />
            )}
            <ConfirmButton
              label={t`Delete game`}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              title={t`Delete ${game.name}?`}
              description={t`The game and its scores are removed. This cannot be undone.`}
              confirmLabel={t`Delete`}
              disabled={busy}
              onConfirm={() => void store.deleteGame(game).then(report(t`Game deleted`))}
            />
          </div>
        )}
      </div>

      {canManage && <RenameForm game={game} busy={busy} onRename={rename} />}

      {game.kind === 'game' && <Participants game={game} />}
      {game.rounds.length > 0 ? (
        <Bracket game={game} canManage={canManage} busy={busy} onRecord={record} />
      ) : (
        game.kind === 'playoff' && (
          <p className="text-slate-600">
            <Trans>This bracket has no matches.</Trans>
          </p>
        )
      )}

      {canManage && game.kind === 'game' && <PlayoffGenerator game={game} store={store} />}
    </article>
  );
}

function Participants({ game }: { game: GameDto }) {
  const { t } = useLingui();
  if (game.participants.length === 0) {
    return (
      <p className="text-slate-600">
        <Trans>No players in this game yet.</Trans>
      </p>
    );
  }
  return (
    <div>
      <h4 className="font-semibold text-slate-900">
        <Trans>Players</Trans>
      </h4>
      <ul aria-label={t`Players in ${game.name}`} className="mt-1 flex flex-wrap gap-2">
        {game.participants.map((p) => (
          <li key={p.id} className="rounded-full bg-white px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-200">
            {p.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

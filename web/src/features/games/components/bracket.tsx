import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trophy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { BracketMatch, GameDto, Participant } from '@shared/schemas/game';
import { inputClass, secondaryButton } from '@web/components/ui';
import { serverText } from '@web/lib/server-text';
import type { MatchResult } from '../store';

/** Who sits in an empty slot: a bye in the first round, otherwise a winner not known yet. */
export function slotName(participant: Participant | null, round: number): string {
  if (participant) return participant.name;
  return round === 1 ? t`Bye` : t`To be decided`;
}

/**
 * A bracket as rounds of matches: each round a list under its heading, each match a group with the
 * two participants and their scores. Scrolls sideways on narrow screens.
 */
export function Bracket({
  game,
  canManage,
  busy,
  onRecord,
}: {
  game: GameDto;
  canManage: boolean;
  busy: boolean;
  onRecord: (result: MatchResult) => void;
}) {
  const { t } = useLingui();
  const champion = game.championId ? game.participants.find((p) => p.id === game.championId) : undefined;
  return (
    <div className="flex flex-col gap-3">
      {champion && (
        <p className="flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 font-medium text-amber-900">
          <Trophy aria-hidden="true" className="size-5" />
          <Trans>Champion: {champion.name}</Trans>
        </p>
      )}
      <div className="-mx-4 overflow-x-auto px-4 pb-2" tabIndex={0} aria-label={t`${game.name} bracket`} role="region">
        <div className="flex min-w-max gap-4">
          {game.rounds.map((round) => (
            <Round
              key={round.round}
              round={round.round}
              name={serverText(round.name)}
              matches={round.matches}
              canManage={canManage}
              busy={busy}
              onRecord={onRecord}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

function Round({
  round,
  name,
  matches,
  canManage,
  busy,
  onRecord,
}: {
  round: number;
  name: string;
  matches: BracketMatch[];
  canManage: boolean;
  busy: boolean;
  onRecord: (result: MatchResult) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex w-64 flex-col gap-2">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {name}
      </h4>
      <ol aria-labelledby={headingId} className="flex flex-col justify-around gap-3">
        {matches.map((match, i) => (
          <li key={match.id}>
            <Match match={match} index={i} round={round} canManage={canManage} busy={busy} onRecord={onRecord} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Match({
  match,
  index,
  round,
  canManage,
  busy,
  onRecord,
}: {
  match: BracketMatch;
  index: number;
  round: number;
  canManage: boolean;
  busy: boolean;
  onRecord: (result: MatchResult) => void;
}) {
  const a = slotName(match.a, round);
  const b = slotName(match.b, round);
  const playable = canManage && match.a !== null && match.b !== null;
  const { t } = useLingui();
  const n = index + 1;
  return (
    <div
      role="group"
      aria-label={t`Match ${n}: ${a} vs ${b}`}
      className="rounded-md border border-slate-200 bg-white p-2 shadow-sm"
    >
      <Slot name={a} score={match.scoreA} winner={match.winnerId !== null && match.winnerId === match.a?.id} />
      <Slot name={b} score={match.scoreB} winner={match.winnerId !== null && match.winnerId === match.b?.id} />
      {playable && <ResultForm match={match} a={a} b={b} busy={busy} onRecord={onRecord} />}
    </div>
  );
}

function Slot({ name, score, winner }: { name: string; score: number | null; winner: boolean }) {
  const { t } = useLingui();
  return (
    <div
      className={`flex items-center justify-between gap-2 px-1 py-1 ${winner ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
    >
      <span className="min-w-0 truncate">
        {name}
        {winner && (
          <span className="sr-only">
            {' '}
            <Trans>(winner)</Trans>
          </span>
        )}
      </span>
      <span aria-label={score === null ? t`no score` : t`score ${score}`} className="tabular-nums">
        {score ?? '–'}
      </span>
    </div>
  );
}

const scoreValue = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

function ResultForm({
  match,
  a,
  b,
  busy,
  onRecord,
}: {
  match: BracketMatch;
  a: string;
  b: string;
  busy: boolean;
  onRecord: (result: MatchResult) => void;
}) {
  const [scoreA, setScoreA] = useState(match.scoreA === null ? '' : String(match.scoreA));
  const [scoreB, setScoreB] = useState(match.scoreB === null ? '' : String(match.scoreB));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const { t } = useLingui();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valueA = scoreValue(scoreA);
    const valueB = scoreValue(scoreB);
    if (valueA === null || valueB === null) return setError(t`Enter both scores as whole numbers.`);
    // Single elimination needs a winner.
    if (valueA === valueB) return setError(t`Scores cannot be tied: someone has to advance.`);
    setError(null);
    onRecord({ matchId: match.id, scoreA: valueA, scoreB: valueB });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2 border-t border-slate-100 pt-2">
      <ScoreInput side={a} value={scoreA} onChange={setScoreA} errorId={error ? errorId : undefined} />
      <ScoreInput side={b} value={scoreB} onChange={setScoreB} errorId={error ? errorId : undefined} />
      <button type="submit" disabled={busy} className={`${secondaryButton} px-3 text-sm`}>
        <Trans>Save result</Trans>
      </button>
      {error && (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** One side's score: the side's short name above, the full name for a screen reader; invalid while `errorId` is set. */
function ScoreInput({ side, value, onChange, errorId }: { side: string; value: string; onChange: (value: string) => void; errorId: string | undefined }) {
  const { t } = useLingui();
  return (
    <label className="flex flex-col text-xs text-slate-600">
      <span aria-hidden="true">{side.slice(0, 10)}</span>
      <input
        aria-label={t`Score for ${side}`}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={`${inputClass} w-16 text-center`}
      />
    </label>
  );
}

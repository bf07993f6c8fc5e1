import { useId, useState } from 'react';
import type { GameDto, PlayoffConfiguration } from '../../../../../shared/schemas/game';
import { FormMessage } from '../../../components/form-field';
import { labelClass, primaryButton } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import { useGameState, type GameStore } from '../store';

/** A single-elimination playoff from a game: seeding and where the players come from, then generate. */
export function PlayoffGenerator({ game, store }: { game: GameDto; store: GameStore }) {
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

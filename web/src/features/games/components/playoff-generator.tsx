import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { GameDto, PlayoffConfiguration } from '@shared/schemas/game';
import { FormMessage, RadioGroup } from '@web/components/form';
import { primaryButton } from '@web/components/ui';
import { toast } from '@web/lib/toast';
import { useGameState, type GameStore } from '../store';

type Choices = Pick<PlayoffConfiguration, 'seeding' | 'source'>;

const SEEDING = [
  { value: 'order', label: msg`In order (first plays last)` },
  { value: 'random', label: msg`Random` },
];

const SOURCE = [
  { value: 'participants', label: msg`This game's players` },
  { value: 'joiners', label: msg`Everyone who joined the event` },
];

/** A single-elimination playoff from a game: seeding and where the players come from, then generate. */
export function PlayoffGenerator({ game, store }: { game: GameDto; store: GameStore }) {
  const { playoffGeneration } = useGameState(store);
  const { control, getValues } = useForm<Choices>({ defaultValues: { seeding: 'order', source: 'participants' } });
  const headingId = useId();
  const { t } = useLingui();
  const generating = playoffGeneration.isGenerating;
  const failed = playoffGeneration.sourceGameId === game.id ? playoffGeneration.error : null;

  const generate = async () => {
    const outcome = await store.generatePlayoff(game, { format: 'single-elimination', ...getValues() });
    if (outcome.ok) toast.success(t`Playoff bracket generated`);
    else toast.error(outcome.message);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        <Trans>Playoff bracket</Trans>
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <RadioGroup control={control} name="seeding" label={t`Seeding`} options={SEEDING.map((o) => ({ value: o.value, label: t(o.label) }))} />
        <RadioGroup control={control} name="source" label={t`Players from`} options={SOURCE.map((o) => ({ value: o.value, label: t(o.label) }))} />
      </div>
      <div>
        <button type="button" disabled={generating} onClick={() => void generate()} className={primaryButton}>
          {generating ? t`Generating…` : t`Generate playoff bracket`}
        </button>
      </div>
      {generating && (
        <p role="status" className="sr-only">
          <Trans>Generating…</Trans>
        </p>
      )}
      {failed && <FormMessage tone="error">{failed}</FormMessage>}
    </section>
  );
}

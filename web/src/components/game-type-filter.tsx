import { gameTypes } from '@shared/constants/lists';
import { FieldShell, useFieldIds } from './form/field';
import { inputClass } from './ui';

/** A list's game-type filter: every game type (the empty value), or one of them. */
export function GameTypeFilter({ value, onChange }: { value: string; onChange: (gameType: string) => void }) {
  const ids = useFieldIds();
  return (
    <FieldShell ids={ids} label="Game type">
      <select id={ids.id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        <option value="">All game types</option>
        {gameTypes.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

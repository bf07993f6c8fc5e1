import { Pencil } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { GameDto } from '../../../../../shared/schemas/game';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../../components/ui';

/** "Rename", then the game's name in a small form (Save name / Cancel). */
export function RenameForm({
  game,
  busy,
  onRename,
}: {
  game: GameDto;
  busy: boolean;
  onRename: (name: string) => Promise<boolean>;
}) {
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

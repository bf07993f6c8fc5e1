import { useId, useState, type FormEvent } from 'react';
import { inputClass, labelClass, primaryButton } from '../../../components/ui';
import { toast } from '../../../lib/toast';
import { loadingKey } from '../game-store';
import { useGameState, type GameStore } from '../store';

/** The organiser adds a game to the event by name; the new game is selected. */
export function CreateGameForm({ eventId, store }: { eventId: string; store: GameStore }) {
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

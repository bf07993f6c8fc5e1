import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { inputClass, labelClass, primaryButton } from '@web/components/ui';

/**
 * A game's name in a one-field form: required (checked before `onSubmit`), its error under the
 * row. `onSubmit` resolves to an error message to show, or undefined; `clearOnSuccess` empties
 * the field after a save without one. `children` are the buttons after the submit button.
 */
export function GameNameForm({
  label,
  initialName = '',
  autoFocus,
  busy,
  submitLabel,
  clearOnSuccess = false,
  onSubmit,
  children,
}: {
  label: string;
  initialName?: string;
  autoFocus?: boolean;
  busy: boolean;
  submitLabel: string;
  clearOnSuccess?: boolean;
  onSubmit: (name: string) => Promise<string | undefined>;
  children?: ReactNode;
}) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const { t } = useLingui();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t`Name is required`);
    setError(null);
    const failure = await onSubmit(name.trim());
    if (failure) setError(failure);
    else if (clearOnSuccess) setName('');
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-xs">
        <label htmlFor={inputId} className={labelClass}>
          {label}
        </label>
        <input
          id={inputId}
          value={name}
          maxLength={100}
          autoFocus={autoFocus}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={busy} className={primaryButton}>
        {submitLabel}
      </button>
      {children}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { limits } from '../../../../../shared/constants/limits';
import { messages } from '../../../../../shared/constants/messages';
import { inputClass, primaryButton, secondaryButton } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { useApiMutation } from '../../../lib/use-api';
import { validateAlternateEmails } from '../alternate-emails';

interface Row {
  key: number;
  value: string;
}

export interface AlternateEmailsCardProps {
  uid: string;
  accountEmail: string;
  initial: readonly string[];
  /** Called after a successful save (the app refreshes the profile). */
  onSaved?: () => void;
}

/** Spec §2 / §5: the alternate e-mails card below the profile form (existing users only). */
export function AlternateEmailsCard({ uid, accountEmail, initial, onSaved }: AlternateEmailsCardProps) {
  const id = useId();
  const nextKey = useRef(initial.length);
  const [rows, setRows] = useState<Row[]>(() => initial.map((value, key) => ({ key, value })));
  const [errors, setErrors] = useState<(string | undefined)[]>([]);
  const [saving, setSaving] = useState(false);
  const update = useApiMutation('updateAlternateEmails');
  const inputs = useRef(new Map<number, HTMLInputElement>());

  const add = () => {
    const key = nextKey.current++;
    setRows((prev) => [...prev, { key, value: '' }]);
    setErrors([]);
    // Focus the new, empty field once it exists.
    setTimeout(() => inputs.current.get(key)?.focus(), 0);
  };
  const remove = (key: number) => {
    setRows((prev) => prev.filter((row) => row.key !== key));
    setErrors([]);
  };
  const change = (key: number, value: string) => setRows((prev) => prev.map((row) => (row.key === key ? { ...row, value } : row)));

  const save = async () => {
    const result = validateAlternateEmails(
      rows.map((row) => row.value),
      accountEmail,
    );
    setErrors(result.errors);
    if (!result.valid) {
      const first = rows[result.errors.findIndex(Boolean)];
      if (first) inputs.current.get(first.key)?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await update.trigger({ params: { uid }, body: { alternateEmails: result.emails } });
      setRows(saved.alternateEmails.map((value) => ({ key: nextKey.current++, value })));
      toast.success(messages.alternateEmailsUpdated, { duration: limits.snackbarMs.short });
      onSaved?.();
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) {
        // The server names the entry: alternateEmails.<index>.
        const fromServer: (string | undefined)[] = [];
        for (const issue of error.issues) {
          const index = Number(/^alternateEmails\.(\d+)/.exec(issue.path ?? '')?.[1]);
          if (Number.isInteger(index)) fromServer[index] = issue.message;
        }
        setErrors(fromServer);
      }
      toast.error(messages.alternateEmailsFailed, { duration: limits.snackbarMs.short });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Alternate emails
        </h3>
        <p className="text-sm text-slate-600">Other addresses people may know you by. Your account email is {accountEmail}.</p>
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-600">No alternate emails yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((row, index) => {
            const error = errors[index];
            const inputId = `${id}-email-${row.key}`;
            return (
              <li key={row.key} className="flex flex-col gap-1">
                <label htmlFor={inputId} className="sr-only">
                  Alternate email {index + 1}
                </label>
                <div className="flex items-start gap-2">
                  <input
                    id={inputId}
                    ref={(node) => {
                      if (node) inputs.current.set(row.key, node);
                      else inputs.current.delete(row.key);
                    }}
                    type="email"
                    autoComplete="email"
                    value={row.value}
                    onChange={(event) => change(row.key, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    className={inputClass}
                  />
                  <button
                    type="button"
                    onClick={() => remove(row.key)}
                    aria-label={`Remove alternate email ${index + 1}`}
                    className={secondaryButton}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
                {error && (
                  <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={add} className={secondaryButton}>
          <Plus aria-hidden="true" className="size-4" />
          Add email
        </button>
        <button type="button" onClick={() => void save()} disabled={saving} className={primaryButton}>
          {saving ? 'Saving…' : 'Save emails'}
        </button>
      </div>
    </section>
  );
}

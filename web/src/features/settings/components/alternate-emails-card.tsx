import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { limits } from '../../../../../shared/constants/limits';
import { messages } from '../../../../../shared/constants/messages';
import type { AlternateEmailsInput } from '../../../../../shared/schemas/settings';
import { TextField } from '../../../components/form';
import { primaryButton, secondaryButton } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { useApiMutation } from '../../../lib/use-api';
import { alternateEmailsResolver, type AlternateEmailRows } from '../alternate-emails';

export interface AlternateEmailsCardProps {
  uid: string;
  accountEmail: string;
  initial: readonly string[];
  /** Called after a successful save (the app refreshes the profile). */
  onSaved?: () => void;
}

const toRows = (emails: readonly string[]): AlternateEmailRows => ({ emails: emails.map((value) => ({ value })) });

/** Spec §2 / §5: the alternate e-mails card below the profile form (existing users only). */
export function AlternateEmailsCard({ uid, accountEmail, initial, onSaved }: AlternateEmailsCardProps) {
  const id = useId();
  const resolver = useMemo(() => alternateEmailsResolver(accountEmail), [accountEmail]);
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { isSubmitting },
  } = useForm<AlternateEmailRows, unknown, AlternateEmailsInput>({
    resolver,
    defaultValues: toRows(initial),
    // The list is checked when it is saved, and the messages stay until the next save or row change.
    reValidateMode: 'onSubmit',
  });
  const rows = useFieldArray({ control, name: 'emails' });
  const update = useApiMutation('updateAlternateEmails');

  const save = handleSubmit(async (body) => {
    try {
      const saved = await update.trigger({ params: { uid }, body });
      reset(toRows(saved.alternateEmails));
      toast.success(messages.alternateEmailsUpdated, { duration: limits.snackbarMs.short });
      onSaved?.();
    } catch (error) {
      // The server names the entry: alternateEmails.<index>.
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const index = Number(/^alternateEmails\.(\d+)/.exec(issue.path ?? '')?.[1]);
          if (Number.isInteger(index)) setError(`emails.${index}.value`, { message: issue.message });
        }
      }
      toast.error(messages.alternateEmailsFailed, { duration: limits.snackbarMs.short });
    }
  });

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Alternate emails
        </h3>
        <p className="text-sm text-slate-600">Other addresses people may know you by. Your account email is {accountEmail}.</p>
      </div>
      {rows.fields.length === 0 ? (
        <p className="text-slate-600">No alternate emails yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  control={control}
                  name={`emails.${index}.value`}
                  label={<span className="sr-only">Alternate email {index + 1}</span>}
                  type="email"
                  autoComplete="email"
                />
              </div>
              <button
                type="button"
                onClick={() => {
                  clearErrors();
                  rows.remove(index);
                }}
                aria-label={`Remove alternate email ${index + 1}`}
                className={secondaryButton}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => {
            clearErrors();
            // The new, empty field takes the focus.
            rows.append({ value: '' });
          }}
          className={secondaryButton}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add email
        </button>
        <button type="button" onClick={() => void save()} disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? 'Saving…' : 'Save emails'}
        </button>
      </div>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { limits } from '@shared/constants/limits';
import type { AlternateEmailsInput } from '@shared/schemas/settings';
import { TextField } from '@web/components/form';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { useApiMutation } from '@web/lib/use-api';
import { alternateEmailsResolver, type AlternateEmailRows } from '../alternate-emails';

export interface AlternateEmailsCardProps {
  uid: string;
  accountEmail: string;
  initial: readonly string[];
  /** Called after a successful save (the app refreshes the profile). */
  onSaved?: () => void;
}

/** React keys for the rows: unique in the page, so a removed row's field never passes to another. */
let lastKey = 0;
const newKey = () => ++lastKey;

/**
 * Spec §2 / §5: the alternate e-mails card below the profile form (existing users only). The rows
 * are one array field with a React key per row; not useFieldArray, whose code would join the
 * react-hook-form chunk every landing page loads (170 KB budget).
 */
export function AlternateEmailsCard({ uid, accountEmail, initial, onSaved }: AlternateEmailsCardProps) {
  const { t } = useLingui();
  const id = useId();
  const [keys, setKeys] = useState(() => initial.map(newKey));
  const resolver = useMemo(() => alternateEmailsResolver(accountEmail), [accountEmail]);
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    setFocus,
    reset,
    formState: { isSubmitting },
  } = useForm<AlternateEmailRows, unknown, AlternateEmailsInput>({
    resolver,
    defaultValues: { emails: [...initial] },
    // The list is checked when it is saved, and the messages stay until the next save or row change.
    reValidateMode: 'onSubmit',
  });
  const emails = useWatch({ control, name: 'emails' });
  const update = useApiMutation('updateAlternateEmails');

  const setRows = (next: string[], nextKeys: number[]) => {
    clearErrors();
    setValue('emails', next);
    setKeys(nextKeys);
  };
  const add = () => {
    const index = getValues('emails').length;
    setRows([...getValues('emails'), ''], [...keys, newKey()]);
    // Focus the new, empty field once it exists.
    setTimeout(() => setFocus(`emails.${index}`), 0);
  };
  const remove = (index: number) =>
    setRows(
      getValues('emails').filter((_, i) => i !== index),
      keys.filter((_, i) => i !== index),
    );

  const save = handleSubmit(async (body) => {
    try {
      const saved = await update.trigger({ params: { uid }, body });
      reset({ emails: saved.alternateEmails });
      setKeys(saved.alternateEmails.map(newKey));
      toast.success(t`Alternate emails updated successfully`, { duration: limits.snackbarMs.short });
      onSaved?.();
    } catch (error) {
      // The server names the entry: alternateEmails.<index>.
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const index = Number(/^alternateEmails\.(\d+)/.exec(issue.path ?? '')?.[1]);
          if (Number.isInteger(index)) setError(`emails.${index}`, { message: issue.message });
        }
      }
      toast.error(t`Failed to update alternate emails`, { duration: limits.snackbarMs.short });
    }
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          <Trans>Alternate emails</Trans>
        </h3>
        <p className="text-sm text-slate-600">
          <Trans>Other addresses people may know you by. Your account email is {accountEmail}.</Trans>
        </p>
      </div>
      {emails.length === 0 ? (
        <p className="text-slate-600">
          <Trans>No alternate emails yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {emails.map((_, index) => {
            const n = index + 1;
            return (
              <li key={keys[index]} className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <TextField
                    control={control}
                    name={`emails.${index}`}
                    label={<span className="sr-only">{t`Alternate email ${n}`}</span>}
                    type="email"
                    autoComplete="email"
                  />
                </div>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={t`Remove alternate email ${n}`}
                  className={secondaryButton}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={add} className={secondaryButton}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add email</Trans>
        </button>
        <button type="button" onClick={() => void save()} disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? t`Saving…` : t`Save emails`}
        </button>
      </div>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { seasonInput } from '../../../../../../../shared/schemas/team';
import { Field } from '../../../../../components/form';
import { inputClass, primaryButton } from '../../../../../components/ui';
import { useApiMutation } from '../../../../../lib/use-api';
import { useTeamAction } from '../use-team-action';
import { ManageCard } from './manage-card';
import { fieldErrors } from './field-errors';

const emptySeason = { label: '', group: '', startDate: '', endDate: '' };

/** A new season (optionally in a season group), its dates checked before it is sent. */
export function AddSeasonForm({ teamId }: { teamId: string }) {
  const [values, setValues] = useState(emptySeason);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createSeason = useApiMutation('createSeason');
  const { pending, run } = useTeamAction();
  const set = (key: keyof typeof emptySeason) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = seasonInput.safeParse({ ...values, group: values.group.trim() || null });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const failure = await run(
      'season',
      () => createSeason.trigger({ params: { id: teamId }, body: parsed.data }),
      `Season ${parsed.data.label} added`,
    );
    if (!failure) setValues(emptySeason);
  };

  return (
    <ManageCard title="Add a season">
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-label="Add a season">
        <Field label="Season label" error={errors.label}>
          {(a) => <input {...a} value={values.label} onChange={set('label')} className={inputClass} />}
        </Field>
        <Field label="Season group" hint="Optional: seasons that belong together, like “Adult league”." error={errors.group}>
          {(a) => <input {...a} value={values.group} onChange={set('group')} className={inputClass} />}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Season start" error={errors.startDate}>
            {(a) => <input {...a} type="date" value={values.startDate} onChange={set('startDate')} className={inputClass} />}
          </Field>
          <Field label="Season end" error={errors.endDate}>
            {(a) => <input {...a} type="date" value={values.endDate} onChange={set('endDate')} className={inputClass} />}
          </Field>
        </div>
        <button
          type="submit"
          disabled={pending !== undefined}
          aria-busy={pending === 'season'}
          className={`${primaryButton} self-start`}
        >
          {pending === 'season' ? 'Adding…' : 'Add season'}
        </button>
      </form>
    </ManageCard>
  );
}

import { useState, type FormEvent } from 'react';
import { sessionInput } from '../../../../../../../shared/schemas/team';
import { Field } from '../../../../../components/form';
import { inputClass, primaryButton } from '../../../../../components/ui';
import { useApi, useApiMutation } from '../../../../../lib/use-api';
import { SectionError, SectionLoading } from '../team-states';
import { useTeamAction } from '../use-team-action';
import { ManageCard } from './manage-card';
import { fieldErrors } from './field-errors';

const emptySession = { seasonId: '', label: '', startDate: '', endDate: '' };

/** A new session in one of the team's seasons (none can be added before a season exists). */
export function AddSessionForm({ teamId }: { teamId: string }) {
  const seasons = useApi('listSeasons', { params: { id: teamId } });
  const createSession = useApiMutation('createSession');
  const [values, setValues] = useState(emptySession);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, run } = useTeamAction();
  const set = (key: keyof typeof emptySession) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const items = seasons.data?.items ?? [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = sessionInput.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      if (found.seasonId) found.seasonId = 'Pick a season';
      return setErrors(found);
    }
    setErrors({});
    const failure = await run(
      'session',
      () => createSession.trigger({ params: { id: teamId }, body: parsed.data }),
      `Session ${parsed.data.label} added`,
    );
    if (!failure) setValues(emptySession);
  };

  return (
    <ManageCard title="Add a session">
      {!seasons.data ? (
        seasons.error ? (
          <SectionError what="the seasons" error={seasons.error} onRetry={() => void seasons.mutate()} />
        ) : (
          <SectionLoading label="Loading seasons…" />
        )
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">Add a season first: sessions belong to a season.</p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" aria-label="Add a session">
          <Field label="Season" error={errors.seasonId}>
            {(a) => (
              <select {...a} value={values.seasonId} onChange={set('seasonId')} className={inputClass}>
                <option value="">Choose a season</option>
                {items.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Session label" error={errors.label}>
            {(a) => <input {...a} value={values.label} onChange={set('label')} className={inputClass} />}
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Session start" error={errors.startDate}>
              {(a) => <input {...a} type="date" value={values.startDate} onChange={set('startDate')} className={inputClass} />}
            </Field>
            <Field label="Session end" error={errors.endDate}>
              {(a) => <input {...a} type="date" value={values.endDate} onChange={set('endDate')} className={inputClass} />}
            </Field>
          </div>
          <button
            type="submit"
            disabled={pending !== undefined}
            aria-busy={pending === 'session'}
            className={`${primaryButton} self-start`}
          >
            {pending === 'session' ? 'Adding…' : 'Add session'}
          </button>
        </form>
      )}
    </ManageCard>
  );
}

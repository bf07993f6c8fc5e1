import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { gameTypes } from '../../../../../../../shared/constants/lists';
import { updateTeamInput } from '../../../../../../../shared/schemas/team';
import { Field } from '../../../../../components/form';
import { inputClass, primaryButton } from '../../../../../components/ui';
import { apiKey, useApiMutation } from '../../../../../lib/use-api';
import { kindLabel } from '../../../shared/text';
import type { Team } from '../../team-rules';
import { useTeamAction } from '../use-team-action';
import { ManageCard } from './manage-card';
import { fieldErrors } from './field-errors';

const detailsOf = (team: Team) => ({
  name: team.name,
  gameType: team.gameType,
  description: team.description,
  city: team.city,
  photoURL: team.photoURL ?? '',
  joinPolicy: team.joinPolicy,
  publicRoster: team.publicRoster,
});

/** The team's own details (kind and slug stay fixed), saved with the version read. */
export function EditTeamForm({ team }: { team: Team }) {
  const { mutate } = useSWRConfig();
  const updateTeam = useApiMutation('updateTeam');
  const [values, setValues] = useState(() => detailsOf(team));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, run } = useTeamAction();
  const set = (key: keyof ReturnType<typeof detailsOf>) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const policyName = useId();
  const rosterId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The city's point is kept: only its shown name is edited here.
    const parsed = updateTeamInput.safeParse({
      ...values,
      photoURL: values.photoURL.trim() || null,
      lat: team.lat,
      lng: team.lng,
      version: team.version,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    await run(
      'details',
      async () => {
        const args = { params: { id: team.id } };
        const saved = await updateTeam.trigger({ ...args, body: parsed.data });
        await mutate(apiKey('getTeam', args), saved, { revalidate: false });
        return saved;
      },
      `${kindLabel[team.kind]} details saved`,
    );
  };

  return (
    <ManageCard title={`${kindLabel[team.kind]} details`}>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="flex flex-col gap-3"
        aria-label={`${kindLabel[team.kind]} details`}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Name" error={errors.name}>
            {(a) => <input {...a} value={values.name} onChange={set('name')} className={inputClass} />}
          </Field>
          <Field label="Sport" error={errors.gameType}>
            {(a) => (
              <select {...a} value={values.gameType} onChange={set('gameType')} className={inputClass}>
                {!(gameTypes as readonly string[]).includes(values.gameType) && (
                  <option value={values.gameType}>{values.gameType}</option>
                )}
                {gameTypes.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label="Description" error={errors.description}>
          {(a) => (
            <textarea {...a} rows={4} value={values.description} onChange={set('description')} className={`${inputClass} py-2`} />
          )}
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="City" hint="The name shown; the team stays on the map where it is." error={errors.city}>
            {(a) => <input {...a} value={values.city} onChange={set('city')} className={inputClass} />}
          </Field>
          <Field label="Photo link" hint="A link to an image, or leave empty." error={errors.photoURL}>
            {(a) => (
              <input
                {...a}
                type="url"
                inputMode="url"
                value={values.photoURL}
                onChange={set('photoURL')}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">Who can join</legend>
          {(
            [
              ['open', 'Anyone can join'],
              ['approval', 'Approve each request'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-slate-800">
              <input
                type="radio"
                name={policyName}
                value={value}
                checked={values.joinPolicy === value}
                onChange={() => setValues((v) => ({ ...v, joinPolicy: value }))}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div className="flex items-start gap-2 text-slate-800">
          <input
            id={rosterId}
            type="checkbox"
            checked={values.publicRoster}
            onChange={(e) => setValues((v) => ({ ...v, publicRoster: e.target.checked }))}
            aria-describedby={`${rosterId}-hint`}
            className="mt-1.5 size-4 accent-brand-700"
          />
          <div className="flex flex-col">
            <label htmlFor={rosterId} className="min-h-11 content-center">
              Show the member list to everyone
            </label>
            <p id={`${rosterId}-hint`} className="text-sm text-slate-600">
              Off: only members see who is on the {kindLabel[team.kind].toLowerCase()}. Members under 18 are never shown to people
              outside it.
            </p>
          </div>
        </div>
        <button
          type="submit"
          disabled={pending !== undefined}
          aria-busy={pending === 'details'}
          className={`${primaryButton} self-start`}
        >
          {pending === 'details' ? 'Saving…' : 'Save changes'}
        </button>
      </form>
    </ManageCard>
  );
}

import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, type UseFormRegisterReturn } from 'react-hook-form';
import { teamKinds } from '../../../../../../shared/schemas/team';
import { CitySearchField, type CitySearchState } from '../../../../components/city-search-field';
import { describedBy, FieldShell, TextField, useFieldIds } from '../../../../components/form-field';
import { inputClass, labelClass } from '../../../../components/ui';
import { kindLabels, teamGameTypes, type TeamFormContext, type TeamFormValues } from '../team-form-values';

type TeamForm = UseFormReturn<TeamFormValues, TeamFormContext, TeamFormValues>;

/** Page 1: what is being started. */
export function KindStep({ form }: { form: TeamForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errors.kind ? 'kind-error' : undefined}>
      <legend className={`${labelClass} mb-2`}>Kind</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {teamKinds.map((k) => (
          <label
            key={k}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input type="radio" value={k} {...register('kind')} className="mt-1 size-4 accent-brand-700" />
            <span className="flex flex-col">
              <span className="font-medium text-slate-900">{kindLabels[k].label}</span>
              <span className="text-sm text-slate-600">{kindLabels[k].hint}</span>
            </span>
          </label>
        ))}
      </div>
      {errors.kind?.message && <FieldError id="kind-error">{errors.kind.message}</FieldError>}
    </fieldset>
  );
}

/** Page 2: its name and game. */
export function NameStep({ form, noun }: { form: TeamForm; noun: string }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        registration={register('name')}
        error={errors.name?.message}
        maxLength={60}
        autoComplete="off"
        hint={`What players will call your ${noun}.`}
      />
      <GameTypeSelect registration={register('gameType')} error={errors.gameType?.message} />
    </div>
  );
}

/** Page 3: what it is about, and a picture. */
export function AboutStep({ form }: { form: TeamForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="flex flex-col gap-4">
      <TextArea
        label="Description (optional)"
        hint="Who it is for, when you play, what to bring."
        registration={register('description')}
        error={errors.description?.message}
      />
      <TextField
        label="Photo link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        registration={register('photoURL')}
        error={errors.photoURL?.message}
        hint="A link to a logo or team photo."
      />
    </div>
  );
}

/** Page 4: the city players nearby find it by. */
export function WhereStep({ form, noun, search }: { form: TeamForm; noun: string; search: CitySearchState }) {
  return (
    <Controller
      control={form.control}
      name="city"
      render={({ field, fieldState }) => (
        <CitySearchField
          label="City"
          value={field.value ?? undefined}
          onChange={(city) => field.onChange(city ?? null)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          search={search}
          error={fieldState.error?.message}
          hint={`Players nearby find your ${noun} by its distance from this city.`}
        />
      )}
    />
  );
}

/** Page 5: who can join, an organization's slug, an external team's website. */
export function JoiningStep({ form, kind, external }: { form: TeamForm; kind: TeamFormValues['kind']; external: boolean }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className={`${labelClass} mb-2`}>Who can join</legend>
        <Radio registration={register('joinPolicy')} value="open" label="Open" hint="Anyone can join at once." />
        <Radio
          registration={register('joinPolicy')}
          value="approval"
          label="Approval"
          hint="People ask to join; an owner or admin approves each request."
        />
      </fieldset>
      {kind === 'organization' && (
        <TextField
          label="Slug"
          registration={register('slug')}
          error={errors.slug?.message}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          hint="Your organization’s address: /org/your-slug. Lowercase letters, numbers and hyphens."
        />
      )}
      <div className="flex flex-col gap-3">
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" {...register('external')} className="size-5 accent-brand-700" />
          External team: listed on Rally, run on its own website
        </label>
        {external && (
          <TextField
            label="Website"
            type="url"
            inputMode="url"
            placeholder="https://"
            registration={register('externalUrl')}
            error={errors.externalUrl?.message}
          />
        )}
      </div>
    </div>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

function Radio({
  registration,
  value,
  label,
  hint,
}: {
  registration: UseFormRegisterReturn;
  value: string;
  label: string;
  hint: string;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
      <input type="radio" value={value} {...registration} className="mt-1 size-4 accent-brand-700" />
      <span className="flex flex-col">
        <span className="font-medium text-slate-900">{label}</span>
        <span className="text-sm text-slate-600">{hint}</span>
      </span>
    </label>
  );
}

function TextArea({
  label,
  hint,
  registration,
  error,
}: {
  label: string;
  hint?: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const ids = useFieldIds();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <textarea
        {...registration}
        {...describedBy(ids, { hint, error })}
        rows={5}
        maxLength={2000}
        className={`${inputClass} py-2`}
      />
    </FieldShell>
  );
}

/** Game types with 'Other' first (spec §2 Create Team page), then the rest A–Z. */
function GameTypeSelect({ registration, error }: { registration: UseFormRegisterReturn; error?: string | undefined }) {
  const ids = useFieldIds();
  return (
    <FieldShell ids={ids} label="Game type" error={error}>
      <select {...registration} {...describedBy(ids, { error })} className={inputClass}>
        <option value="">Choose a game type</option>
        {teamGameTypes.map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

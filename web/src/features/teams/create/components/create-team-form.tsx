import { ArrowLeft, ArrowRight, Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../../lib/toast';
import { limits } from '../../../../../../shared/constants/limits';
import { CitySearchField } from '../../../../components/city-search-field';
import { describedBy, FieldShell, FormMessage, TextField, useFieldIds } from '../../../../components/form-field';
import { inputClass, labelClass, primaryButton, secondaryButton, textLink } from '../../../../components/ui';
import { ApiError } from '../../../../lib/api-client';
import { paths } from '../../../../lib/paths';
import { sendCreateMotivation, useCreateTeam } from '../api/create-team';
import { useCitySearchState } from '../api/search-cities';
import { useCreateMotivation } from '../motivation';
import {
  emptyTeamForm,
  fieldForIssue,
  formPages,
  kindLabels,
  PAGE_COUNT,
  pageOfField,
  REVIEW_PAGE,
  teamGameTypes,
  validateTeamForm,
  teamFormResolver,
  type PageNumber,
  type TeamFormContext,
  type TeamFormField,
  type TeamFormValues,
} from '../team-form-values';
import { teamKinds } from '../../../../../../shared/schemas/team';

const KIND_NOUN = { team: 'team', community: 'community', league: 'league', organization: 'organization' } as const;

/**
 * Create Team (spec §2 Create Team page, issue 7): six pages, each checked when the person presses
 * Next (then again on every change), the last a review with Create. Values are checked with the
 * shared `createTeamInput` the API uses; the server's 400 issues and the 409 on a taken slug land
 * on their fields. Leaving part-way sends the §7 motivation mail (see motivation.ts).
 */
export function CreateTeamForm({ initialKind }: { initialKind?: string | null }) {
  const navigate = useNavigate();
  const create = useCreateTeam();
  const [page, setPage] = useState<PageNumber>(1);
  const [formError, setFormError] = useState<string>();
  const motivation = useCreateMotivation(page, sendCreateMotivation);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the page once the person has moved (not on first load).
  const [moved, setMoved] = useState(false);
  const search = useCitySearchState();

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TeamFormValues, TeamFormContext, TeamFormValues>({
    resolver: teamFormResolver,
    context: { page },
    defaultValues: emptyTeamForm(initialKind),
    // Errors show when a page is submitted (Next), then follow each change (like the event form).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [kind, external] = useWatch({ control, name: ['kind', 'external'] });
  const noun = kind === '' ? 'team' : KIND_NOUN[kind];

  // A new page starts clean (no errors until its Next) and moves focus to its heading.
  useEffect(() => {
    if (moved) headingRef.current?.focus();
  }, [moved, page]);

  const goTo = (next: PageNumber) => {
    setMoved(true);
    reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true, keepTouched: true });
    setFormError(undefined);
    setPage(next);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (page < REVIEW_PAGE) {
      goTo((page + 1) as PageNumber);
      return;
    }
    const { input } = validateTeamForm(values);
    if (!input) return; // the resolver already showed why
    setFormError(undefined);
    try {
      const team = await create(input);
      motivation.markDone();
      toast.success(`${team.name} is ready`, { duration: limits.snackbarMs.short });
      void navigate(paths.team(team.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
      const fields: { field: TeamFormField; message: string }[] = [];
      if (error instanceof ApiError) {
        if (error.status === 409 && getValues('kind') === 'organization') fields.push({ field: 'slug', message });
        for (const issue of error.issues) {
          const field = fieldForIssue(issue.path);
          if (field !== 'root') fields.push({ field, message: issue.message });
        }
      }
      const first = fields[0];
      if (first) {
        // Show the page with the field to fix, with the server's message on it.
        const target = pageOfField(first.field);
        goTo(target);
        for (const f of fields) if (pageOfField(f.field) === target) setError(f.field, { type: 'server', message: f.message });
      }
      setFormError(message);
      toast.error(message, { duration: limits.snackbarMs.short });
    }
  }, onInvalid);

  /** On the review page a problem may sit on an earlier page: open that page with its messages. */
  function onInvalid() {
    if (page !== REVIEW_PAGE) return;
    const { errors: found } = validateTeamForm(getValues());
    const fields = (Object.keys(found) as (TeamFormField | 'root')[]).filter((f): f is TeamFormField => f !== 'root');
    const first = fields[0];
    if (!first) return;
    const target = pageOfField(first);
    goTo(target);
    for (const f of fields) if (pageOfField(f) === target) setError(f, { type: 'validate', message: found[f]! });
  }

  const current = formPages[page - 1]!;
  const headingId = useId();

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Create a team</h1>
        <p className="text-slate-700">
          Start a team, community, league or organization. Thinking about building a community?{' '}
          <Link to={paths.startCommunity} className={textLink}>
            Learn more about starting a community
          </Link>
        </p>
      </header>

      <Progress page={page} />

      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-labelledby={headingId}
        className="flex flex-col gap-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {current.title}
        </h2>

        {page === 1 && (
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
        )}

        {page === 2 && (
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
        )}

        {page === 3 && (
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
        )}

        {page === 4 && (
          <Controller
            control={control}
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
        )}

        {page === 5 && (
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
        )}

        {page === REVIEW_PAGE && <Review values={getValues()} onEdit={goTo} />}

        {(formError ?? errors.root?.message) && <FormMessage tone="error">{formError ?? errors.root?.message}</FormMessage>}

        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
          {page > 1 ? (
            <button
              type="button"
              className={secondaryButton}
              onClick={() => goTo((page - 1) as PageNumber)}
              disabled={isSubmitting}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className={primaryButton} disabled={isSubmitting}>
            {page < REVIEW_PAGE ? (
              <>
                Next
                <ArrowRight aria-hidden="true" className="size-4" />
              </>
            ) : isSubmitting ? (
              'Creating…'
            ) : (
              `Create ${noun}`
            )}
          </button>
        </div>
        {isSubmitting && (
          <p role="status" className="text-sm text-slate-600">
            Creating your {noun}…
          </p>
        )}
      </form>
    </div>
  );
}

/** "Step 3 of 6" with the page names; the current one marked for screen readers. */
function Progress({ page }: { page: PageNumber }) {
  return (
    <nav aria-label="Progress" className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        Step {page} of {PAGE_COUNT}
      </p>
      <div
        role="progressbar"
        aria-label="Create team progress"
        aria-valuemin={1}
        aria-valuemax={PAGE_COUNT}
        aria-valuenow={page}
        aria-valuetext={`Step ${page} of ${PAGE_COUNT}: ${formPages[page - 1]!.title}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${(page / PAGE_COUNT) * 100}%` }} />
      </div>
      <ol className="hidden gap-2 text-xs text-slate-600 sm:flex">
        {formPages.map((p, i) => (
          <li
            key={p.title}
            aria-current={i + 1 === page ? 'step' : undefined}
            className={`flex-1 truncate ${i + 1 === page ? 'font-semibold text-brand-800' : ''}`}
          >
            {i + 1}. {p.title}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Review({ values, onEdit }: { values: TeamFormValues; onEdit: (page: PageNumber) => void }) {
  const rows: { label: string; value: ReactNode; page: PageNumber }[] = [
    { label: 'Kind', value: values.kind === '' ? '—' : kindLabels[values.kind].label, page: 1 },
    { label: 'Name', value: values.name.trim() || '—', page: 2 },
    { label: 'Game type', value: values.gameType || '—', page: 2 },
    { label: 'Description', value: values.description.trim() || 'None', page: 3 },
    { label: 'Photo link', value: values.photoURL.trim() || 'None', page: 3 },
    { label: 'City', value: values.city?.name ?? '—', page: 4 },
    {
      label: 'Who can join',
      value: values.joinPolicy === 'open' ? 'Open: anyone joins at once' : 'Approval: you approve each request',
      page: 5,
    },
    ...(values.kind === 'organization'
      ? [{ label: 'Slug', value: values.slug.trim() ? `/org/${values.slug.trim()}` : '—', page: 5 as PageNumber }]
      : []),
    ...(values.external ? [{ label: 'Website', value: values.externalUrl.trim() || '—', page: 5 as PageNumber }] : []),
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:gap-4">
          <dt className="text-sm font-medium text-slate-600 sm:w-36 sm:shrink-0">{row.label}</dt>
          <dd className="min-w-0 flex-1 break-words whitespace-pre-line text-slate-900">{row.value}</dd>
          <dd>
            <button
              type="button"
              onClick={() => onEdit(row.page)}
              className={`${textLink} inline-flex items-center gap-1 text-sm`}
              aria-label={`Edit ${row.label.toLowerCase()}`}
            >
              <Pencil aria-hidden="true" className="size-3.5" />
              Edit
            </button>
          </dd>
        </div>
      ))}
    </dl>
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

import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { limits } from '@shared/constants/limits';
import { FormMessage } from '@web/components/form';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { apiKey, useApiMutation } from '@web/lib/use-api';
import { sendCreateMotivation } from '../api/send-create-motivation';
import { useCreateMotivation } from '../motivation';
import {
  emptyTeamForm,
  fieldForIssue,
  formPages,
  pageOfField,
  REVIEW_PAGE,
  validateTeamForm,
  teamFormResolver,
  type PageNumber,
  type TeamFormContext,
  type TeamFormField,
  type TeamFormValues,
} from '../team-form-values';
import { kindNoun } from '@web/features/teams/shared/text';
import { FormProgress } from './form-progress';
import { AboutStep, JoiningStep, KindStep, NameStep, WhereStep } from './form-steps';
import { ReviewStep } from './review-step';

/**
 * Create Team (spec §2 Create Team page): six pages, each checked when the person presses
 * Next (then again on every change), the last a review with Create. Values are checked with the
 * shared `createTeamInput` the API uses; the server's 400 issues and the 409 on a taken slug land
 * on their fields. Leaving part-way sends the §7 motivation mail (see motivation.ts).
 */
export function CreateTeamForm({ initialKind }: { initialKind?: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  // A new team belongs in every team list, the caller's own included.
  const createTeam = useApiMutation('createTeam', { invalidates: ['listTeams', 'listNearbyTeams', 'listUserTeams'] });
  const [page, setPage] = useState<PageNumber>(1);
  const [formError, setFormError] = useState<string>();
  const motivation = useCreateMotivation(page, sendCreateMotivation);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows the page once the person has moved (not on first load).
  const [moved, setMoved] = useState(false);

  const {
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
  const noun = t(kindNoun[kind === '' ? 'team' : kind]);

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
      const team = await createTeam.trigger({ body: input });
      // The team page opens from the answer instead of asking again.
      await mutate(apiKey('getTeam', { params: { id: team.id } }), team, { revalidate: false });
      motivation.markDone();
      const name = team.name;
      toast.success(t`${name} is ready`, { duration: limits.snackbarMs.short });
      void navigate(paths.team(team.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : t`Something went wrong. Please try again.`;
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
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Create a team</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>
            Start a team, community, league or organization. Thinking about building a community?{' '}
            <Link to={paths.startCommunity} className={textLink}>
              Learn more about starting a community
            </Link>
          </Trans>
        </p>
      </header>

      <FormProgress page={page} />

      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-labelledby={headingId}
        className="flex flex-col gap-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {t(current.title)}
        </h2>

        {page === 1 && <KindStep control={control} />}
        {page === 2 && <NameStep control={control} noun={noun} />}
        {page === 3 && <AboutStep control={control} />}
        {page === 4 && <WhereStep control={control} noun={noun} />}
        {page === 5 && <JoiningStep control={control} kind={kind} external={external} />}

        {page === REVIEW_PAGE && <ReviewStep values={getValues()} onEdit={goTo} />}

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
              <Trans>Back</Trans>
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className={primaryButton} disabled={isSubmitting}>
            {page < REVIEW_PAGE ? (
              <>
                <Trans>Next</Trans>
                <ArrowRight aria-hidden="true" className="size-4" />
              </>
            ) : isSubmitting ? (
              t`Creating…`
            ) : (
              t`Create ${noun}`
            )}
          </button>
        </div>
        {isSubmitting && (
          <p role="status" className="text-sm text-slate-600">
            <Trans>Creating your {noun}…</Trans>
          </p>
        )}
      </form>
    </div>
  );
}

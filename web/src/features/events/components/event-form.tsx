import { Plus, X } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { DEFAULT_CITY, limits } from '../../../../../shared/constants/limits';
import { EVENT_LIMITS, type EventDto } from '../../../../../shared/schemas/event';
import { describedBy, FieldShell, FormMessage, useFieldIds } from '../../../components/form-field';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useApi } from '../../../lib/use-api';
import { useSaveEvent } from '../api/use-save-event';
import {
  emptyEventForm,
  eventFormResolver,
  eventToFormValues,
  fieldForIssue,
  type EventFormOutput,
  type EventFormValues,
} from '../event-values';
import { EVENT_CREATED, EVENT_SAVED } from '../event-messages';
import { LocationField } from './location-field';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const REPEAT_LABELS = {
  none: 'Does not repeat',
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
} as const;

type Errors = FieldErrors<EventFormValues>;

/**
 * Create or edit an event (§3 Full event: every field a creator sets). Values are mapped onto the
 * shared `eventInput` and checked with the same schema the API uses; the server's 400 issues land
 * on the fields too. Times are entered in the organiser's zone, sent with its offset.
 */
export function EventForm({ event }: { event?: EventDto }) {
  const navigate = useNavigate();
  const save = useSaveEvent();
  const { data: viewer } = useApi('getMe', {}, { shouldRetryOnError: false });
  const [formError, setFormError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: eventFormResolver(event?.version),
    defaultValues: event ? eventToFormValues(event) : emptyEventForm(),
    // Not 'onTouched': an error appearing when the last field blurs moves the submit button between
    // mousedown and mouseup, and the press is lost. Errors show on submit, then follow each change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [isPrivate, repeat, hasMinimumNeeded, allowGuests, timeZone, excludedDates] = useWatch({
    control,
    name: ['isPrivate', 'repeat', 'hasMinimumNeeded', 'allowParticipantGuests', 'timeZone', 'excludedDates'],
  });
  const near = viewer?.defaultCity ?? DEFAULT_CITY;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = event ? await save.update(event.id, { ...values, version: event.version }) : await save.create(values);
      toast.success(event ? EVENT_SAVED : EVENT_CREATED, { duration: limits.snackbarMs.short });
      void navigate(paths.event(saved.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = fieldForIssue(issue.path);
          if (field !== 'root') setError(field, { type: 'server', message: issue.message });
        }
      }
      setFormError(
        error instanceof ApiError && error.status === 409
          ? `${message} Reload the page to see the latest version, then make your changes again.`
          : message,
      );
      toast.error(message, { duration: limits.snackbarMs.short });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="event-form-title" className="flex flex-col gap-8">
      <h1 id="event-form-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {event ? 'Edit event' : 'Create an event'}
      </h1>

      <Section title="What">
        <Text label="Title" registration={register('title')} error={errors.title?.message} maxLength={EVENT_LIMITS.title.max} />
        <GameTypeSelect registration={register('gameType')} error={errors.gameType?.message} />
        <div className="sm:col-span-2">
          <TextArea label="Description (optional)" registration={register('description')} error={errors.description?.message} />
        </div>
        <Text label="Team name (optional)" registration={register('teamName')} error={errors.teamName?.message} maxLength={100} />
        <Text
          label="Slot group (optional)"
          hint="Events in the same slot group are shown together."
          registration={register('eventSlotGroup')}
          error={errors.eventSlotGroup?.message}
          maxLength={100}
        />
      </Section>

      <Section title="When">
        <Text label="Date" type="date" registration={register('date')} error={errors.date?.message} />
        <Text
          label="Start time"
          type="time"
          registration={register('time')}
          error={errors.time?.message}
          hint={`Times are in ${timeZone.replaceAll('_', ' ')}.`}
        />
        <fieldset
          className="flex flex-col gap-1 sm:col-span-2"
          aria-describedby={durationError(errors) ? 'duration-error' : undefined}
        >
          <legend className={`${labelClass} mb-1`}>Duration</legend>
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <Text
              label="Hours"
              type="number"
              inputMode="numeric"
              min={0}
              max={72}
              registration={register('durationHours')}
              invalid={Boolean(errors.durationHours)}
            />
            <Text
              label="Minutes"
              type="number"
              inputMode="numeric"
              min={0}
              max={59}
              step={5}
              registration={register('durationMinutes')}
              invalid={Boolean(errors.durationMinutes)}
            />
          </div>
          {durationError(errors) && (
            <p id="duration-error" role="alert" className="text-sm font-medium text-red-700">
              {durationError(errors)}
            </p>
          )}
        </fieldset>
        <RepeatSelect registration={register('repeat')} error={errors.repeat?.message} />
        {repeat !== 'none' && (
          <Text label="Repeat until" type="date" registration={register('repeatEndDate')} error={errors.repeatEndDate?.message} />
        )}
        {(repeat === 'weekly' || repeat === 'biweekly') && (
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className={`${labelClass} mb-1`}>Repeat on</legend>
            <p className="text-sm text-slate-600">None chosen means the start date’s weekday.</p>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((day, i) => (
                <label
                  key={day}
                  className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
                >
                  <input type="checkbox" value={String(i)} {...register('daysOfWeek')} className="size-4 accent-brand-700" />
                  {day}
                </label>
              ))}
            </div>
            {errors.daysOfWeek?.message && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errors.daysOfWeek.message}
              </p>
            )}
          </fieldset>
        )}
        {repeat !== 'none' && (
          <div className="sm:col-span-2">
            <ExcludedDates
              dates={excludedDates}
              onChange={(dates) => setValue('excludedDates', dates, { shouldDirty: true, shouldValidate: true })}
              error={errors.excludedDates?.message}
            />
          </div>
        )}
      </Section>

      <Section title="Where">
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="location"
            render={({ field, fieldState }) => (
              <LocationField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                near={near}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </Section>

      <Section title="Who can join">
        <Text
          label="Capacity"
          type="number"
          inputMode="numeric"
          min={EVENT_LIMITS.capacity.min}
          max={EVENT_LIMITS.capacity.max}
          hint="Spots, guests included. Leave blank for unlimited."
          registration={register('capacity')}
          error={errors.capacity?.message}
        />
        <Text
          label="Hours to cancel before"
          type="number"
          inputMode="numeric"
          min={0}
          max={EVENT_LIMITS.hoursToCancelBefore.max}
          hint="Players cannot leave later than this many hours before the start (0: any time)."
          registration={register('hoursToCancelBefore')}
          error={errors.hoursToCancelBefore?.message}
        />
        <Check label="Allow a waitlist when full" registration={register('allowWaitlist')} />
        <Check label="Allow late RSVPs (after the start)" registration={register('allowLateRsvp')} />
        <Check label="Approve each player before they join" registration={register('creatorApprovalNeeded')} />
        <Check
          label="Private event (only people with the link can find it)"
          registration={register('isPrivate')}
          error={errors.isPrivate?.message}
        />
        {isPrivate && (
          <Text
            label="Make public after (optional)"
            type="datetime-local"
            registration={register('makePublicAfter')}
            error={errors.makePublicAfter?.message}
          />
        )}
        <div className="flex flex-col gap-3 sm:col-span-2">
          <Check label="Minimum players needed" registration={register('hasMinimumNeeded')} />
          {hasMinimumNeeded && (
            <div className="sm:max-w-xs">
              <Text
                label="Minimum needed"
                type="number"
                inputMode="numeric"
                min={1}
                registration={register('minimumNeeded')}
                error={errors.minimumNeeded?.message}
              />
            </div>
          )}
        </div>
        <div className="flex flex-col gap-3 sm:col-span-2">
          <Check label="Players may bring guests" registration={register('allowParticipantGuests')} />
          {allowGuests && (
            <div className="grid gap-3 sm:grid-cols-2">
              <Text
                label="Guest limit per player"
                type="number"
                inputMode="numeric"
                min={EVENT_LIMITS.guestLimit.min}
                max={EVENT_LIMITS.guestLimit.max}
                registration={register('guestLimit')}
                error={errors.guestLimit?.message}
              />
              <Check label="Charge guests" registration={register('chargeGuests')} />
            </div>
          )}
        </div>
      </Section>

      {(formError || errors.root?.message) && <FormMessage tone="error">{formError ?? errors.root?.message}</FormMessage>}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full sm:w-auto`}>
          {isSubmitting ? (event ? 'Saving…' : 'Creating…') : event ? 'Save changes' : 'Create event'}
        </button>
        {isSubmitting && (
          <p role="status" className="text-sm text-slate-600">
            {event ? 'Saving your changes…' : 'Creating your event…'}
          </p>
        )}
      </div>
    </form>
  );
}

const durationError = (errors: Errors) => errors.durationHours?.message ?? errors.durationMinutes?.message;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  label: string;
  registration: UseFormRegisterReturn;
  hint?: string;
  error?: string | undefined;
  /** Part of a group whose error shows once below it. */
  invalid?: boolean;
};

function Text({ label, registration, hint, error, invalid, ...input }: TextProps) {
  const ids = useFieldIds();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input
        {...input}
        {...registration}
        {...describedBy(ids, { hint, error })}
        {...(invalid ? { 'aria-invalid': true } : {})}
        className={inputClass}
      />
    </FieldShell>
  );
}

function TextArea({
  label,
  registration,
  error,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const ids = useFieldIds();
  return (
    <FieldShell ids={ids} label={label} error={error}>
      <textarea
        {...registration}
        {...describedBy(ids, { error })}
        rows={4}
        maxLength={EVENT_LIMITS.description}
        className={`${inputClass} py-2`}
      />
    </FieldShell>
  );
}

function Check({
  label,
  registration,
  error,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
        <input type="checkbox" {...registration} aria-describedby={error ? id : undefined} className="size-5 accent-brand-700" />
        {label}
      </label>
      {error && (
        <p id={id} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function GameTypeSelect({ registration, error }: { registration: UseFormRegisterReturn; error?: string | undefined }) {
  const ids = useFieldIds();
  // Game types never change while the app runs: read once, never revalidated.
  const { data, error: loadError } = useApi('listGameTypes', {}, { revalidateIfStale: false, revalidateOnReconnect: false });
  const hint = loadError
    ? `We couldn’t load the game types. ${loadError instanceof Error ? loadError.message : ''}`
    : data
      ? undefined
      : 'Loading game types…';
  return (
    <FieldShell ids={ids} label="Game type" hint={hint} error={error}>
      <select {...registration} {...describedBy(ids, { hint, error })} className={inputClass}>
        <option value="">Choose a game type</option>
        {(data?.items ?? []).map(({ label }) => (
          <option key={label} value={label}>
            {label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function RepeatSelect({ registration, error }: { registration: UseFormRegisterReturn; error?: string | undefined }) {
  const ids = useFieldIds();
  return (
    <FieldShell ids={ids} label="Repeat" error={error}>
      <select {...registration} {...describedBy(ids, { error })} className={inputClass}>
        {Object.entries(REPEAT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Dates a recurring event skips (holidays and the like). */
function ExcludedDates({
  dates,
  onChange,
  error,
}: {
  dates: string[];
  onChange: (dates: string[]) => void;
  error?: string | undefined;
}) {
  const ids = useFieldIds();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft) || dates.includes(draft)) return;
    onChange([...dates, draft].sort());
    setDraft('');
  };
  return (
    <div className="flex flex-col gap-2">
      <FieldShell ids={ids} label="Skip a date" hint="Occurrences on these dates are left out." error={error}>
        <div className="flex gap-2">
          <input
            type="date"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            {...describedBy(ids, { hint: true, error })}
            className={`${inputClass} sm:max-w-xs`}
          />
          <button type="button" onClick={add} disabled={!draft} className={secondaryButton}>
            <Plus aria-hidden="true" className="size-4" />
            Add date
          </button>
        </div>
      </FieldShell>
      {dates.length > 0 && (
        <ul aria-label="Skipped dates" className="flex flex-wrap gap-2">
          {dates.map((date) => (
            <li key={date} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800">
              {date}
              <button
                type="button"
                aria-label={`Remove ${date}`}
                onClick={() => onChange(dates.filter((d) => d !== date))}
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

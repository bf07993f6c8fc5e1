import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_CITY, limits } from '@shared/constants/limits';
import type { EventDto } from '@shared/schemas/event';
import { FormMessage } from '@web/components/form';
import { primaryButton } from '@web/components/ui';
import { useUnsavedForm } from '@web/components/unsaved-changes';
import { ApiError } from '@web/lib/api-error';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { useApi } from '@web/lib/use-api';
import { useSaveEvent } from '../api/use-save-event';
import { EVENT_CREATED, EVENT_MOVED, EVENT_SAVED } from '../event-messages';
import {
  emptyEventForm,
  eventFormResolver,
  eventToFormValues,
  fieldForIssue,
  type EventFormOutput,
  type EventFormValues,
  type LocationValue,
} from '../event-values';
import { EventWhatSection } from './event-what-section';
import { EventWhenSection } from './event-when-section';
import { EventWhoSection } from './event-who-section';
import { zoneAt } from '../time-zones';
import { FormSection } from './form-section';
import { LocationField } from './location-field';

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
  const { t } = useLingui();
  const form = useForm<EventFormValues, unknown, EventFormOutput>({
    resolver: eventFormResolver(event?.version),
    defaultValues: event ? eventToFormValues(event) : emptyEventForm(),
    // Not 'onTouched': an error appearing when the last field blurs moves the submit button between
    // mousedown and mouseup, and the press is lost. Errors show on submit, then follow each change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const near = viewer?.defaultCity ?? DEFAULT_CITY;
  const { prompt: unsaved, letGo } = useUnsavedForm(form.formState);
  const { placeZone, onPlaceChosen, zoneSettled } = usePlaceZone(form, event);

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const updated = event ? await save.update(event.id, { ...values, version: event.version }) : undefined;
      const saved = updated ?? (await save.create(values));
      // Every date's people, not only the next date's: the server counts the RSVPs that moved.
      const moved = (updated?.rsvpsMoved ?? 0) > 0;
      toast.success(t(moved ? EVENT_MOVED : event ? EVENT_SAVED : EVENT_CREATED), { duration: limits.snackbarMs.short });
      letGo();
      void navigate(paths.event(saved.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : t`Something went wrong. Please try again.`;
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = fieldForIssue(issue.path);
          if (field !== 'root') setError(field, { type: 'server', message: issue.message });
        }
      }
      setFormError(
        error instanceof ApiError && error.status === 409
          ? `${message} ${t`Reload the page to see the latest version, then make your changes again.`}`
          : message,
      );
      toast.error(message, { duration: limits.snackbarMs.short });
    }
  });
  // A chosen place's zone is looked up in a chunk of its own: a quick submit waits for it, so an
  // event is never sent in the zone the form had before the place was picked. A second press while it
  // waits or saves is ignored, so one event is created, not two.
  const pressed = useRef(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pressed.current) return;
    pressed.current = true;
    try {
      await zoneSettled();
      await submit();
    } finally {
      pressed.current = false;
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="event-form-title" className="flex flex-col gap-8">
      <h1 id="event-form-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {event ? t`Edit event` : t`Create an event`}
      </h1>

      <EventWhatSection control={control} />
      <EventWhenSection form={form} placeZone={placeZone} />

      <FormSection title={t`Where`}>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="location"
            render={({ field, fieldState }) => (
              <LocationField
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  onPlaceChosen(value);
                }}
                onBlur={field.onBlur}
                near={near}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </FormSection>

      <EventWhoSection control={control} priceSetBy={event && viewer && viewer.uid !== event.creatorId ? (event.creatorName ?? t`the event's creator`) : undefined} />

      {(formError || errors.root?.message) && <FormMessage tone="error">{formError ?? errors.root?.message}</FormMessage>}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full sm:w-auto`}>
          {isSubmitting ? (event ? t`Saving…` : t`Creating…`) : event ? t`Save changes` : t`Create event`}
        </button>
        {isSubmitting && (
          <p role="status" className="text-sm text-slate-600">
            {event ? t`Saving your changes…` : t`Creating your event…`}
          </p>
        )}
      </div>
      {unsaved}
    </form>
  );
}

/**
 * The zone of the chosen place (tz-lookup on its coordinates). Choosing a place sets the form's
 * zone to it; the organiser may then pick another. An edited event keeps its saved zone until the
 * place changes.
 */
function usePlaceZone(form: UseFormReturn<EventFormValues, unknown, EventFormOutput>, event: EventDto | undefined) {
  const [placeZone, setPlaceZone] = useState<string>();
  const lat = event?.location.lat;
  const lng = event?.location.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    let live = true;
    void zoneAt(lat, lng).then((zone) => live && setPlaceZone(zone));
    return () => {
      live = false;
    };
  }, [lat, lng]);
  const lookup = useRef<Promise<void>>(Promise.resolve());
  const onPlaceChosen = (value: LocationValue | null) => {
    if (!value) return;
    lookup.current = zoneAt(value.lat, value.lng)
      .then((zone) => {
        // A later pick may have landed first; only the current place sets the zone.
        const current = form.getValues('location');
        if (!zone || current?.lat !== value.lat || current?.lng !== value.lng) return;
        setPlaceZone(zone);
        form.setValue('timeZone', zone, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      })
      .catch(() => undefined);
  };
  /** Settles once the last chosen place's zone is in the form (or could not be found). */
  const zoneSettled = () => lookup.current;
  return { placeZone, onPlaceChosen, zoneSettled };
}

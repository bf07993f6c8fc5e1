import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { limits } from '@shared/constants/limits';
import { weekdays, type Weekday } from '@shared/schemas/availability';
import { primaryButton } from '@web/components/ui';
import { useUnsavedForm } from '@web/components/unsaved-changes';
import { api } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { apiKey, useApiMutation } from '@web/lib/use-api';
import {
  availabilityFormSchema,
  toFormValues,
  toUpdateBody,
  type AvailabilityFormOutput,
  type AvailabilityFormValues,
  type Availability,
} from '../availability-values';
import { localToday } from '../dates';
import { serverTextOf } from '@web/lib/server-text';
import { hasErrors, rangeIssues } from '../ranges';
import { copyToAllDays, dayLabel, type DayDraft } from '../weekly';
import { DateSpecificList } from './date-specific-list';
import { DayCard } from './day-card';
import { PrivacyCard } from './privacy-card';

export const CHANGED_ELSEWHERE = msg`Your availability was changed somewhere else, so we loaded the latest version. Make your changes again, then save.`;

const failureDescription = (error: unknown) => (error instanceof ApiError && error.status !== 500 ? error.message : undefined);

/**
 * The weekly schedule screen (spec §2): 'Available hours', the privacy card, one card per weekday,
 * date-specific hours, and one Save for all of it (spec §7: the record is saved whole). Editing
 * an existing record sends the version it was loaded at; a first save creates it (§4).
 */
export function AvailabilityForm({ uid, initial }: { uid: string; initial: Availability }) {
  const save = useApiMutation('updateAvailability');
  const { mutate } = useSWRConfig();
  const readKey = apiKey('getAvailability', { params: { uid } });
  const [loaded, setLoaded] = useState(initial);
  const [news, setNews] = useState('');
  const [triedInvalid, setTriedInvalid] = useState(false);
  const { t } = useLingui();
  const resolver = useMemo(() => zodResolver(availabilityFormSchema(localToday)), []);
  const {
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<AvailabilityFormValues, unknown, AvailabilityFormOutput>({ resolver, defaultValues: toFormValues(initial) });
  const unsaved = useUnsavedForm({ isDirty, isSubmitting });
  const [weekly, dateSpecific] = useWatch({ control, name: ['weekly', 'dateSpecific'] });
  const today = localToday();

  const change = { shouldDirty: true } as const;
  const setDay = (day: Weekday, value: DayDraft) => setValue(`weekly.${day}`, value, change);
  const copyToAll = (day: Weekday) => {
    setValue('weekly', copyToAllDays(getValues('weekly'), day), change);
    const name = dayLabel(day);
    setNews(t`Copied ${name}’s hours to every other day.`);
  };

  const startFrom = (availability: Availability) => {
    setLoaded(availability);
    reset(toFormValues(availability));
    setTriedInvalid(false);
  };

  const onValid = async (values: AvailabilityFormOutput) => {
    setTriedInvalid(false);
    try {
      // PUT replaces the whole record and answers with what getAvailability would now return.
      const saved = await save.trigger({ params: { uid }, body: toUpdateBody(values, loaded) });
      await mutate(readKey, saved, { revalidate: false });
      startFrom(saved);
      toast.success(t`Successfully saved availability`, { duration: limits.snackbarMs.long });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Saved from another tab or device in between: say so and start again from that version.
        toast.error(t(CHANGED_ELSEWHERE), { duration: Infinity, closeButton: true });
        const latest = await mutate(readKey, api.call('getAvailability', { params: { uid } }), { revalidate: false }).catch(() => undefined);
        if (latest) startFrom(latest);
        return;
      }
      toast.error(t`Something went wrong saving availability`, {
        duration: Infinity,
        closeButton: true,
        description: failureDescription(error),
      });
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    void handleSubmit(onValid, () => {
      setTriedInvalid(true);
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    })(event);
  };

  const timesInvalid = weekdays.some(
    (d) => weekly[d].isAvailable && hasErrors(rangeIssues(weekly[d].timeRanges, { requireComplete: false })),
  );
  const otherError = serverTextOf(
    errors.dateSpecific?.message ??
      errors.dateSpecific?.root?.message ??
      (errors.dateSpecific ? t`A date-specific entry can’t be saved.` : undefined),
  );
  const problem = triedInvalid ? (timesInvalid ? t`Fix the highlighted times, then save again.` : otherError) : undefined;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="available-hours-title" className="flex flex-col gap-8">
      <section className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h3 id="available-hours-title" className="text-lg font-semibold text-slate-900">
            <Trans>Available hours</Trans>
          </h3>
          <p className="text-sm text-slate-700">
            <Trans>The hours you’re usually free to play, week by week.</Trans>
          </p>
        </div>
        <PrivacyCard control={control} uid={uid} />
        <div className="flex flex-col gap-3">
          {weekdays.map((day) => (
            <DayCard
              key={day}
              day={day}
              value={weekly[day]}
              onChange={(value) => setDay(day, value)}
              onCopyToAll={() => copyToAll(day)}
            />
          ))}
        </div>
        <p role="status" className="text-sm text-slate-700 empty:hidden">
          {news}
        </p>
      </section>

      <DateSpecificList entries={dateSpecific} onChange={(next) => setValue('dateSpecific', next, change)} today={today} />

      <div className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 sm:flex-row sm:items-center">
        <button type="submit" disabled={isSubmitting} className={`${primaryButton} w-full sm:w-auto`}>
          {isSubmitting ? t`Saving…` : t`Save`}
        </button>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : (
          <p role="status" className="text-sm text-slate-600">
            {isDirty ? t`You have unsaved changes.` : ''}
          </p>
        )}
      </div>
      {unsaved.prompt}
    </form>
  );
}

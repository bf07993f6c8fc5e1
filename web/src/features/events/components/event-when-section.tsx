import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { CheckboxGroup, DateTime, Select, TextField } from '@web/components/form';
import { labelClass } from '@web/components/ui';
import type { EventFormOutput, EventFormValues } from '../event-values';
import { timeZoneHint, timeZoneOptions } from '../time-zones';
import { ExcludedDates } from './excluded-dates';
import { FormSection } from './form-section';

/** Weekday checkboxes: the value is the weekday's number as text ("0" Sunday … "6"). */
const WEEKDAYS = [msg`Sunday`, msg`Monday`, msg`Tuesday`, msg`Wednesday`, msg`Thursday`, msg`Friday`, msg`Saturday`].map((label, i) => ({
  value: String(i),
  label,
}));

const REPEAT_OPTIONS = [
  { value: 'none', label: msg`Does not repeat` },
  { value: 'daily', label: msg`Daily` },
  { value: 'weekly', label: msg`Weekly` },
  { value: 'biweekly', label: msg`Every two weeks` },
  { value: 'monthly', label: msg`Monthly` },
];

const DURATION_ERROR_ID = 'duration-error';

/**
 * When the event is: date and start time in the event's zone (set from the place, changeable), how
 * long, and how it repeats (until when, on which weekdays, skipping which dates).
 */
export function EventWhenSection({
  form,
  placeZone,
}: {
  form: UseFormReturn<EventFormValues, unknown, EventFormOutput>;
  /** The chosen place's zone, when known: the hint says whether the zone came from it. */
  placeZone?: string | undefined;
}) {
  const { control, setValue } = form;
  const { t } = useLingui();
  const [repeat, timeZone, excludedDates] = useWatch({ control, name: ['repeat', 'timeZone', 'excludedDates'] });
  const zoneName = timeZone.replaceAll('_', ' ');
  const { errors } = useFormState({ control, name: ['durationHours', 'durationMinutes', 'excludedDates'] });
  const durationError = errors.durationHours?.message ?? errors.durationMinutes?.message;
  return (
    <FormSection title={t`When`}>
      <DateTime control={control} name="date" type="date" label={t`Date`} />
      <DateTime control={control} name="time" type="time" label={t`Start time`} hint={t`Times are in ${zoneName}.`} />
      <Select
        control={control}
        name="timeZone"
        label={t`Time zone`}
        hint={timeZoneHint(timeZone, placeZone)}
        options={timeZoneOptions(timeZone)}
      />
      <fieldset className="flex flex-col gap-1 sm:col-span-2" aria-describedby={durationError ? DURATION_ERROR_ID : undefined}>
        <legend className={`${labelClass} mb-1`}>{t`Duration`}</legend>
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <TextField
            control={control}
            name="durationHours"
            label={t`Hours`}
            type="number"
            inputMode="numeric"
            min={0}
            max={72}
            errorIn={DURATION_ERROR_ID}
          />
          <TextField
            control={control}
            name="durationMinutes"
            label={t`Minutes`}
            type="number"
            inputMode="numeric"
            min={0}
            max={59}
            step={5}
            errorIn={DURATION_ERROR_ID}
          />
        </div>
        {durationError && (
          <p id={DURATION_ERROR_ID} role="alert" className="text-sm font-medium text-red-700">
            {durationError}
          </p>
        )}
      </fieldset>
      <Select control={control} name="repeat" label={t`Repeat`} options={REPEAT_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))} />
      {repeat !== 'none' && <DateTime control={control} name="repeatEndDate" type="date" label={t`Repeat until`} />}
      {(repeat === 'weekly' || repeat === 'biweekly') && (
        <div className="sm:col-span-2">
          <CheckboxGroup
            control={control}
            name="daysOfWeek"
            label={t`Repeat on`}
            hint={t`None chosen means the start date’s weekday.`}
            variant="chip"
            options={WEEKDAYS.map((d) => ({ value: d.value, label: t(d.label) }))}
          />
        </div>
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
    </FormSection>
  );
}

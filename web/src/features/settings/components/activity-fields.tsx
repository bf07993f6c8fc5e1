import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useController, useWatch, type Control, type UseFormSetValue, type UseFormTrigger } from 'react-hook-form';
import { activityOptions } from '@shared/schemas/activity-subscription';
import { CityCombobox, FieldError, fieldAria, useCitySearch } from '@web/components/form';
import { SwitchField } from '@web/components/switch-field';
import { inputClass, labelClass } from '@web/components/ui';
import { gameTypeName } from '@web/lib/game-types';
import { isTemporary, setTemporary, type ActivityForm, type ActivityFormInputs } from '../activity-form';

type ActivityControl = Control<ActivityFormInputs, unknown, ActivityForm>;

/** A long activity list gets a search box (§2 "checkboxes with optional search box"). */
const SEARCH_FROM = 10;

/** The place to watch: a US city from the city search, kept as the subscription's address. */
export function LocationField({ control }: { control: ActivityControl }) {
  const { t } = useLingui();
  const search = useCitySearch();
  // Destructured: the compiler's lint takes an object whose `ref` is passed on for a ref itself.
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name: 'address' });
  const address = field.value;
  return (
    <CityCombobox
      label={t`Location`}
      value={address ? { name: address.name || address.description, lat: address.lat, lng: address.lng } : undefined}
      onChange={(city) => field.onChange(city ? { name: city.name, description: city.name, lat: city.lat, lng: city.lng } : null)}
      onBlur={field.onBlur}
      search={search}
      error={address ? undefined : fieldState.error?.message}
      inputRef={ref}
    />
  );
}

/**
 * The activities, as checkboxes with a search box over them. The search only hides boxes: what is
 * checked stays checked while it is out of view (the kit's CheckboxGroup keeps only the options it shows).
 */
export function ActivityChecklist({ control }: { control: ActivityControl }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const errorId = useId();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name: 'activities' });
  const error = fieldState.error?.message;
  const chosen = field.value;
  // Stored in English, read and sorted (§7 "sorted by label") in the app's language; the search
  // finds a game by either name.
  const named = activityOptions
    .map((value) => ({ value, name: gameTypeName(value) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.locale));
  const wanted = filter.trim().toLocaleLowerCase(i18n.locale);
  const options = named.filter((a) => a.name.toLocaleLowerCase(i18n.locale).includes(wanted) || a.value.toLowerCase().includes(wanted));
  const toggle = (label: string, on: boolean) => field.onChange(on ? [...chosen, label] : chosen.filter((a) => a !== label));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className={`${labelClass} mb-1`}>
        <Trans>Activities</Trans>
      </legend>
      {activityOptions.length > SEARCH_FROM && (
        <div className="flex flex-col gap-1">
          <label htmlFor={filterId} className="sr-only">
            <Trans>Search activities</Trans>
          </label>
          <input
            id={filterId}
            type="search"
            placeholder={t`Search activities`}
            className={inputClass}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
      )}
      <div className="grid max-h-56 grid-cols-2 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-3">
        {options.map(({ value: label, name }, i) => (
          <label key={label} className="flex min-h-11 items-center gap-2 rounded px-1 text-slate-800 hover:bg-slate-50">
            <input
              type="checkbox"
              // The first box takes focus when the form sends the person to this field's error.
              ref={i === 0 ? ref : undefined}
              name={field.name}
              value={label}
              className="size-4 accent-brand-700"
              checked={chosen.includes(label)}
              onChange={(e) => toggle(label, e.target.checked)}
              onBlur={field.onBlur}
            />
            {name}
          </label>
        ))}
        {options.length === 0 && (
          <p className="col-span-full p-2 text-sm text-slate-600">
            <Trans>No activity matches “{filter}”.</Trans>
          </p>
        )}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

/**
 * The Temporary switch and, when on, the start and end dates: one format hint and one message
 * (the end before the start) under both.
 */
export function TemporaryDates({
  control,
  setValue,
  trigger,
}: {
  control: ActivityControl;
  setValue: UseFormSetValue<ActivityFormInputs>;
  trigger: UseFormTrigger<ActivityFormInputs>;
}) {
  const { t } = useLingui();
  const ids = { start: useId(), end: useId(), hint: useId(), error: useId() };
  const {
    field: { ref: startRef, ...start },
  } = useController({ control, name: 'startDate' });
  const {
    field: { ref: endRef, ...end },
    fieldState: endState,
  } = useController({ control, name: 'endDate' });
  const [startDate, endDate] = useWatch({ control, name: ['startDate', 'endDate'] });
  const temporary = isTemporary({ startDate, endDate });
  const error = endState.error?.message;

  // The end is checked against the start: a new start date checks an end date already entered.
  useEffect(() => {
    if (endDate !== '') void trigger('endDate');
  }, [startDate, endDate, trigger]);

  const toggle = (on: boolean) => {
    const next = setTemporary({ startDate, endDate }, on);
    setValue('startDate', next.startDate, { shouldDirty: true });
    setValue('endDate', next.endDate, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <div className="flex flex-col gap-2">
      <SwitchField accessibleName={t`Temporary`} label={t`Temporary`} checked={temporary} onCheckedChange={toggle} />
      {temporary && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.start} className={labelClass}>
              <Trans>Start date</Trans>
            </label>
            <input
              {...fieldAria({ id: ids.start, hintId: ids.hint, errorId: ids.error }, { hint: true })}
              ref={startRef}
              type="date"
              className={inputClass}
              name={start.name}
              value={start.value}
              onChange={start.onChange}
              onBlur={start.onBlur}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.end} className={labelClass}>
              <Trans>End date</Trans>
            </label>
            <input
              {...fieldAria({ id: ids.end, hintId: ids.hint, errorId: ids.error }, { hint: true, error })}
              ref={endRef}
              type="date"
              className={inputClass}
              name={end.name}
              value={end.value}
              onChange={end.onChange}
              onBlur={end.onBlur}
            />
          </div>
          <p id={ids.hint} className="text-sm text-slate-600 sm:col-span-2">
            {t`MM/DD/YYYY – MM/DD/YYYY`}
          </p>
          {error && (
            <div className="sm:col-span-2">
              <FieldError id={ids.error}>{error}</FieldError>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

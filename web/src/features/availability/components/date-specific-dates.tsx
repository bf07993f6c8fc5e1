import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type Dispatch, type SetStateAction } from 'react';
import { maxEndDate } from '@shared/schemas/availability';
import { fieldAria as describedBy, FieldShell, useFieldIds } from '@web/components/form';
import { inputClass, labelClass } from '@web/components/ui';
import { setEndDate, setIsRange, setStartDate, type DateSpecificDraft } from '../date-specific-draft';
import { serverTextOf } from '@web/lib/server-text';

export interface DateSpecificDatesProps {
  draft: DateSpecificDraft;
  setDraft: Dispatch<SetStateAction<DateSpecificDraft>>;
  /** The person's local date, YYYY-MM-DD: the earliest start (§5). */
  today: string;
  errors: { date: string | undefined; endDate: string | undefined };
  onBlur: (field: 'date' | 'endDate') => void;
}

/** The dialog's dates: a single date or a range (a trip is always a range), the end at most a month on. */
export function DateSpecificDates({ draft, setDraft, today, errors, onBlur }: DateSpecificDatesProps) {
  const modeName = useId();
  const { t } = useLingui();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={`${labelClass} mb-2`}>
        <Trans>Dates</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <ModeRadio
          name={modeName}
          label={t`Single date`}
          checked={!draft.isRange}
          disabled={draft.isTraveling}
          onSelect={() => setDraft((d) => setIsRange(d, false))}
        />
        <ModeRadio
          name={modeName}
          label={t`Date range`}
          checked={draft.isRange}
          disabled={draft.isTraveling}
          onSelect={() => setDraft((d) => setIsRange(d, true))}
        />
      </div>
      {draft.isTraveling && (
        <p className="text-sm text-slate-600">
          <Trans>A trip covers a range of dates.</Trans>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label={draft.isRange ? t`Start date` : t`Date`}
          value={draft.date}
          min={today}
          error={serverTextOf(errors.date)}
          onChange={(date) => setDraft((d) => setStartDate(d, date))}
          onBlur={() => onBlur('date')}
        />
        {draft.isRange && (
          <DateField
            label={t`End date`}
            value={draft.endDate}
            min={draft.date || today}
            max={draft.date ? maxEndDate(draft.date) : undefined}
            hint={t`Up to one month after the start date.`}
            error={serverTextOf(errors.endDate)}
            onChange={(endDate) => setDraft((d) => setEndDate(d, endDate))}
            onBlur={() => onBlur('endDate')}
          />
        )}
      </div>
    </fieldset>
  );
}

function ModeRadio({
  name,
  label,
  checked,
  disabled,
  onSelect,
}: {
  name: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled && !checked}
        onChange={onSelect}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );
}

function DateField({
  label,
  value,
  min,
  max,
  hint,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  min: string;
  max?: string | undefined;
  hint?: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const ids = useFieldIds();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input
        {...describedBy(ids, { hint, error })}
        type="date"
        required
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={inputClass}
      />
    </FieldShell>
  );
}

import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { dateSpecificEntry, maxEndDate } from '../../../../../shared/schemas/availability';
import { describedBy, FieldShell, useFieldIds } from '../../../components/form-field';
import { focusRing, inputClass, labelClass, primaryButton, secondaryButton } from '../../../components/ui';
import type { DateSpecificItem } from '../availability-values';
import {
  canSetPerDay,
  dayRanges,
  draftIssues,
  emptyDraft,
  rangeDays,
  setDayRanges,
  setEndDate,
  setIsRange,
  setStartDate,
  setTraveling,
  toEntry,
  type DateSpecificDraft,
} from '../date-specific-draft';
import { formatDay } from '../dates';
import { nextRange, type RangeDraft, type RangeIssue } from '../ranges';
import { SwitchField } from '../../../components/switch-field';
import { TimeRangesEditor } from './time-ranges-editor';
import { TravelLocationField } from './travel-location-field';

export const TRAVEL_TITLE = 'Add Travel Availability';
export const DATE_TITLE = 'Select the date you want to assign specific hours';

export interface DateSpecificDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (entry: DateSpecificItem) => void;
  /** The person's local date, YYYY-MM-DD: the earliest start (§5). */
  today: string;
}

type Touchable = 'date' | 'endDate' | 'location';

/**
 * Add date-specific hours (spec §2, §4): a single date or a range; travelling forces a range and
 * asks where; once a range has both dates, hours can be set per day. Add stays disabled until the
 * shared `dateSpecificEntry` rules pass (§5).
 */
export default function DateSpecificDialog({ open, onOpenChange, onAdd, today }: DateSpecificDialogProps) {
  const [draft, setDraft] = useState<DateSpecificDraft>(emptyDraft);
  const [touched, setTouched] = useState<ReadonlySet<Touchable>>(new Set());
  const touch = (field: Touchable) => setTouched((t) => new Set(t).add(field));
  const issues = draftIssues(draft, today);
  const show = (field: Touchable, value: unknown) => (touched.has(field) || Boolean(value) ? issues[field] : undefined);
  const modeName = useId();
  const days = rangeDays(draft);
  const perDay = draft.perDay && canSetPerDay(draft);

  const add = (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through the portal: keep this submit from reaching the settings form.
    event.stopPropagation();
    const parsed = dateSpecificEntry(() => today).safeParse(toEntry(draft, `ds-${Date.now()}`));
    if (!issues.valid || !parsed.success) return;
    onAdd(parsed.data);
    onOpenChange(false);
  };

  const rangesHandlers = (ranges: RangeDraft[], write: (next: RangeDraft[]) => void) => ({
    onChangeRange: (i: number, patch: Partial<RangeDraft>) => write(ranges.map((r, j) => (j === i ? { ...r, ...patch } : r))),
    onAdd: () => write([...ranges, nextRange(ranges)]),
    onRemove: (i: number) => write(ranges.filter((_, j) => j !== i)),
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          // Escape in an open city list closes the list, not the dialog.
          onEscapeKeyDown={(event) => {
            if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true')
              event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-xl font-bold text-slate-900">
                {draft.isTraveling ? TRAVEL_TITLE : DATE_TITLE}
              </Dialog.Title>
              <Dialog.Description className="text-slate-700">
                These hours replace your weekly hours on the dates you choose. Save the page to keep them.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 ${focusRing}`}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          <form noValidate onSubmit={add} className="flex flex-col gap-5">
            <SwitchField
              name="I’m travelling"
              label="I’m travelling"
              checked={draft.isTraveling}
              onCheckedChange={(on) => setDraft((d) => setTraveling(d, on))}
            />

            <fieldset className="flex flex-col gap-2">
              <legend className={`${labelClass} mb-2`}>Dates</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                <ModeRadio
                  name={modeName}
                  label="Single date"
                  checked={!draft.isRange}
                  disabled={draft.isTraveling}
                  onSelect={() => setDraft((d) => setIsRange(d, false))}
                />
                <ModeRadio
                  name={modeName}
                  label="Date range"
                  checked={draft.isRange}
                  disabled={draft.isTraveling}
                  onSelect={() => setDraft((d) => setIsRange(d, true))}
                />
              </div>
              {draft.isTraveling && <p className="text-sm text-slate-600">A trip covers a range of dates.</p>}
              <div className="grid gap-4 sm:grid-cols-2">
                <DateField
                  label={draft.isRange ? 'Start date' : 'Date'}
                  value={draft.date}
                  min={today}
                  error={show('date', draft.date)}
                  onChange={(date) => setDraft((d) => setStartDate(d, date))}
                  onBlur={() => touch('date')}
                />
                {draft.isRange && (
                  <DateField
                    label="End date"
                    value={draft.endDate}
                    min={draft.date || today}
                    max={draft.date ? maxEndDate(draft.date) : undefined}
                    hint="Up to one month after the start date."
                    error={show('endDate', draft.endDate)}
                    onChange={(endDate) => setDraft((d) => setEndDate(d, endDate))}
                    onBlur={() => touch('endDate')}
                  />
                )}
              </div>
            </fieldset>

            {draft.isTraveling && (
              <TravelLocationField
                value={draft.location}
                onChange={(location) => setDraft((d) => ({ ...d, location }))}
                onBlur={() => touch('location')}
                error={show('location', false)}
              />
            )}

            <fieldset className="flex flex-col gap-3">
              <legend className={`${labelClass} mb-2`}>Hours</legend>
              {canSetPerDay(draft) && (
                <SwitchField
                  name="Set hours for each day"
                  label="Set hours for each day"
                  checked={draft.perDay}
                  onCheckedChange={(on) => setDraft((d) => ({ ...d, perDay: on }))}
                />
              )}
              {perDay ? (
                days.map((date) => {
                  const ranges = dayRanges(draft, date);
                  return (
                    <DayHours
                      key={date}
                      date={date}
                      ranges={ranges}
                      issues={issues.daily[date] ?? []}
                      handlers={rangesHandlers(ranges, (next) => setDraft((d) => setDayRanges(d, date, next)))}
                    />
                  );
                })
              ) : (
                <TimeRangesEditor
                  name="Hours"
                  ranges={draft.timeRanges}
                  issues={issues.ranges}
                  {...rangesHandlers(draft.timeRanges, (timeRanges) => setDraft((d) => ({ ...d, timeRanges })))}
                />
              )}
              {issues.hours && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {issues.hours}
                </p>
              )}
            </fieldset>

            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close type="button" className={secondaryButton}>
                Cancel
              </Dialog.Close>
              <button type="submit" disabled={!issues.valid} className={primaryButton}>
                Add
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DayHours({
  date,
  ranges,
  issues,
  handlers,
}: {
  date: string;
  ranges: RangeDraft[];
  issues: (RangeIssue | undefined)[];
  handlers: Pick<Parameters<typeof TimeRangesEditor>[0], 'onChangeRange' | 'onAdd' | 'onRemove'>;
}) {
  const id = useId();
  const label = formatDay(date);
  return (
    <div role="group" aria-labelledby={id} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <p id={id} className="font-medium text-slate-900">
        {label}
      </p>
      <TimeRangesEditor name={label} ranges={ranges} issues={issues} {...handlers} />
      {ranges.length === 0 && <p className="text-sm font-medium text-red-700">Add at least one time range for this day.</p>}
    </div>
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

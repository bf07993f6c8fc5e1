import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type Dispatch, type SetStateAction } from 'react';
import { SwitchField } from '@web/components/switch-field';
import { labelClass } from '@web/components/ui';
import { canSetPerDay, dayRanges, rangeDays, setDayRanges, type DateSpecificDraft, type draftIssues } from '../date-specific-draft';
import { formatDay } from '../dates';
import { serverTextOf } from '@web/lib/server-text';
import { nextRange, type RangeDraft, type RangeIssue } from '../ranges';
import { TimeRangesEditor } from './time-ranges-editor';

export interface DateSpecificHoursProps {
  draft: DateSpecificDraft;
  setDraft: Dispatch<SetStateAction<DateSpecificDraft>>;
  issues: ReturnType<typeof draftIssues>;
}

/** The dialog's hours: one set of ranges, or (a range with both dates) hours for each day. */
export function DateSpecificHours({ draft, setDraft, issues }: DateSpecificHoursProps) {
  const days = rangeDays(draft);
  const perDay = draft.perDay && canSetPerDay(draft);
  const { t } = useLingui();

  const rangesHandlers = (ranges: RangeDraft[], write: (next: RangeDraft[]) => void) => ({
    onChangeRange: (i: number, patch: Partial<RangeDraft>) => write(ranges.map((r, j) => (j === i ? { ...r, ...patch } : r))),
    onAdd: () => write([...ranges, nextRange(ranges)]),
    onRemove: (i: number) => write(ranges.filter((_, j) => j !== i)),
  });

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={`${labelClass} mb-2`}>
        <Trans>Hours</Trans>
      </legend>
      {canSetPerDay(draft) && (
        <SwitchField
          accessibleName={t`Set hours for each day`}
          label={t`Set hours for each day`}
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
          name={t`Hours`}
          ranges={draft.timeRanges}
          issues={issues.ranges}
          {...rangesHandlers(draft.timeRanges, (timeRanges) => setDraft((d) => ({ ...d, timeRanges })))}
        />
      )}
      {issues.hours && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {serverTextOf(issues.hours)}
        </p>
      )}
    </fieldset>
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
      {ranges.length === 0 && (
        <p className="text-sm font-medium text-red-700">
          <Trans>Add at least one time range for this day.</Trans>
        </p>
      )}
    </div>
  );
}

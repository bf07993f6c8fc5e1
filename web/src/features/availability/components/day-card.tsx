import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { useRef } from 'react';
import type { Weekday } from '@shared/schemas/availability';
import { secondaryButton } from '@web/components/ui';
import { rangeIssues } from '../ranges';
import { addRange, dayLabel, removeRange, setDayAvailable, updateRange, type DayDraft } from '../weekly';
import { SwitchField } from '@web/components/switch-field';
import { TimeRangesEditor } from './time-ranges-editor';

export interface DayCardProps {
  day: Weekday;
  value: DayDraft;
  onChange: (value: DayDraft) => void;
  onCopyToAll: () => void;
}

/** One weekday (spec §2 Weekly schedule): available switch, its ranges, 'Copy To All Other Days'. */
export function DayCard({ day, value, onChange, onCopyToAll }: DayCardProps) {
  const { t } = useLingui();
  const label = dayLabel(day);
  const headingId = `availability-${day}`;
  const issues = value.isAvailable ? rangeIssues(value.timeRanges, { requireComplete: false }) : [];
  const toggle = useRef<HTMLButtonElement>(null);
  const remove = (index: number) => {
    const next = removeRange(value, index);
    onChange(next);
    // The last range removed turns the day off and its editor goes: focus stays on this day.
    if (!next.isAvailable) toggle.current?.focus();
  };
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-base font-semibold text-slate-900">
          {label}
        </h4>
        <SwitchField
          ref={toggle}
          accessibleName={t`Available on ${label}`}
          label={t`Available`}
          checked={value.isAvailable}
          onCheckedChange={(on) => onChange(setDayAvailable(value, on))}
        />
      </div>
      {!value.isAvailable && (
        <p className="text-sm text-slate-600">
          <Trans>Not available</Trans>
        </p>
      )}
      {value.isAvailable && (
        <>
          <TimeRangesEditor
            name={label}
            ranges={value.timeRanges}
            issues={issues}
            onChangeRange={(i, patch) => onChange(updateRange(value, i, patch))}
            onAdd={() => onChange(addRange(value))}
            onRemove={remove}
          />
          <div>
            <button type="button" onClick={onCopyToAll} className={`${secondaryButton} min-h-10 px-3 text-sm`}>
              <Copy aria-hidden="true" className="size-4" />
              <Trans>Copy To All Other Days</Trans>
            </button>
          </div>
        </>
      )}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { focusRing, inputClass, secondaryButton } from '@web/components/ui';
import { serverTextOf } from '@web/lib/server-text';
import { MAX_RANGES, type RangeDraft, type RangeIssue } from '../ranges';

export interface TimeRangesEditorProps {
  /** Names the inputs and buttons: 'Monday' gives 'Monday range 1 start', 'Remove Monday range 1'. */
  name: string;
  ranges: readonly RangeDraft[];
  issues: readonly (RangeIssue | undefined)[];
  onChangeRange: (index: number, patch: Partial<RangeDraft>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

const timeInputClass = inputClass.replace('px-3', 'px-2');


const iconButton = `inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-red-700 ${focusRing}`;

/** Start and end times of each range, one row per range, with add and remove (HH:mm, spec §3). */
export function TimeRangesEditor({ name, ranges, issues, onChangeRange, onAdd, onRemove }: TimeRangesEditorProps) {
  const id = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  // A range's two time inputs, in order: the field each edits, its label and its accessible name.
  const ends = (n: number) =>
    [
      { key: 'startTime', label: t`Start`, name: t`${name} range ${n} start` },
      { key: 'endTime', label: t`End`, name: t`${name} range ${n} end` },
    ] as const;
  // The removed row takes the focused button with it: continue from "Add time range" (if this
  // editor is still there; a day left without ranges moves focus itself).
  const remove = (index: number) => {
    flushSync(() => onRemove(index));
    addButton.current?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      {ranges.length > 0 && (
        <ol className="flex flex-col gap-3" aria-label={t`${name} time ranges`}>
          {ranges.map((range, i) => {
            const n = i + 1;
            const issue = issues[i];
            const startId = `${id}-${i}-start`;
            const endId = `${id}-${i}-end`;
            const noteId = `${id}-${i}-note`;
            return (
              <li key={i} className="flex flex-col gap-1">
                <div className="flex max-w-md items-end gap-2">
                  {ends(n).map(({ key, label, name: inputName }) => (
                    <TimeInput
                      key={key}
                      id={key === 'startTime' ? startId : endId}
                      label={label}
                      name={inputName}
                      value={range[key]}
                      error={serverTextOf(issue?.[key])}
                      note={issue?.incomplete ? noteId : undefined}
                      onChange={(time) => onChangeRange(i, { [key]: time })}
                    />
                  ))}
                  <button type="button" aria-label={t`Remove ${name} range ${n}`} onClick={() => remove(i)} className={iconButton}>
                    <Trash2 aria-hidden="true" className="size-5" />
                  </button>
                </div>
                {issue?.startTime && (
                  <p id={`${startId}-error`} role="alert" className="text-sm font-medium text-red-700">
                    {serverTextOf(issue.startTime)}
                  </p>
                )}
                {issue?.endTime && (
                  <p id={`${endId}-error`} role="alert" className="text-sm font-medium text-red-700">
                    {serverTextOf(issue.endTime)}
                  </p>
                )}
                {issue?.incomplete && (
                  <p id={noteId} className="text-sm text-slate-600">
                    <Trans>Set both times, or this range is left out when you save.</Trans>
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {ranges.length < MAX_RANGES && (
        <div>
          <button
            ref={addButton}
            type="button"
            aria-label={t`Add time range to ${name}`}
            onClick={onAdd}
            className={`${secondaryButton} min-h-10 px-3 text-sm`}
          >
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Add time range</Trans>
          </button>
        </div>
      )}
    </div>
  );
}

function TimeInput({
  id,
  label,
  name,
  value,
  error,
  note,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  note: string | undefined;
  onChange: (value: string) => void;
}) {
  const describedBy = [error ? `${id}-error` : undefined, note].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="time"
        aria-label={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${timeInputClass} min-w-0`}
      />
    </div>
  );
}

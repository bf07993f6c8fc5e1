import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Field } from '@web/components/form';
import { inputClass, secondaryButton } from '@web/components/ui';

/** Dates a recurring event skips (holidays and the like): picked one at a time, each removable. */
export function ExcludedDates({
  dates,
  onChange,
  error,
}: {
  dates: string[];
  onChange: (dates: string[]) => void;
  error?: string | undefined;
}) {
  const [draft, setDraft] = useState('');
  const { t } = useLingui();
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft) || dates.includes(draft)) return;
    onChange([...dates, draft].sort());
    setDraft('');
  };
  return (
    <div className="flex flex-col gap-2">
      <Field label={t`Skip a date`} hint={t`Occurrences on these dates are left out.`} error={error}>
        {(aria) => (
          <div className="flex gap-2">
            <input
              type="date"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              {...aria}
              className={`${inputClass} sm:max-w-xs`}
            />
            <button type="button" onClick={add} disabled={!draft} className={secondaryButton}>
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Add date</Trans>
            </button>
          </div>
        )}
      </Field>
      {dates.length > 0 && (
        <ul aria-label={t`Skipped dates`} className="flex flex-wrap gap-2">
          {dates.map((date) => (
            <li key={date} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800">
              {date}
              <button
                type="button"
                aria-label={t`Remove ${date}`}
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

import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { focusRing, secondaryButton } from '@web/components/ui';
import type { DateSpecificItem } from '../availability-values';
import { formatDates } from '../dates';
import { DateSpecificSummary } from './date-specific-summary';

// Dialogs load on first use (DESIGN §7 budgets).
const DateSpecificDialog = lazy(() => import('./date-specific-dialog'));

export interface DateSpecificListProps {
  entries: readonly DateSpecificItem[];
  onChange: (entries: DateSpecificItem[]) => void;
  /** The person's local date, YYYY-MM-DD. */
  today: string;
}

/** Date-specific hours (spec §2): upcoming entries, each removable, and 'Add date-specific hours'. */
export function DateSpecificList({ entries, onChange, today }: DateSpecificListProps) {
  const [open, setOpen] = useState(false);
  const [news, setNews] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  const sorted = [...entries].sort(
    (a, b) => a.date.localeCompare(b.date) || (a.endDate ?? a.date).localeCompare(b.endDate ?? b.date),
  );

  const remove = (entry: DateSpecificItem) => {
    onChange(entries.filter((e) => e.id !== entry.id));
    const dates = formatDates(entry.date, entry.endDate);
    setNews(t`Removed ${dates}. Save to keep this change.`);
    addButton.current?.focus();
  };
  const add = (entry: DateSpecificItem) => {
    onChange([...entries, entry]);
    const dates = formatDates(entry.date, entry.endDate);
    setNews(t`Added ${dates}. Save to keep it.`);
  };

  return (
    <section aria-labelledby="date-specific-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id="date-specific-title" className="text-lg font-semibold text-slate-900">
          <Trans>Date-specific hours</Trans>
        </h3>
        <p className="text-sm text-slate-700">
          <Trans>Hours for particular dates, or for a trip, replace your weekly hours on those days.</Trans>
        </p>
      </div>
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No date-specific hours yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Date-specific hours`} className="flex flex-col gap-2">
          {sorted.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
              <DateSpecificSummary entry={entry} />
              <button
                type="button"
                aria-label={t`Remove date-specific hours for ${formatDates(entry.date, entry.endDate)}`}
                onClick={() => remove(entry)}
                className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-red-700 ${focusRing}`}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {news}
      </p>
      <div>
        <button ref={addButton} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={secondaryButton}>
          <CalendarPlus aria-hidden="true" className="size-5" />
          <Trans>Add date-specific hours</Trans>
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <DateSpecificDialog open={open} onOpenChange={setOpen} onAdd={add} today={today} />
        </Suspense>
      )}
    </section>
  );
}

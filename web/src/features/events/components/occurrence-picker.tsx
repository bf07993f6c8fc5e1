import { Trans } from '@lingui/react/macro';
import { formatWhen } from '../format';

/** Which date of a recurring event the page shows (its RSVPs and counts follow the choice). */
export function OccurrencePicker({
  occurrences,
  value,
  onChange,
  timeZone,
}: {
  occurrences: string[];
  timeZone: string;
  value: string | undefined;
  onChange: (occurrence: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="occurrence-select" className="text-sm font-medium text-slate-800">
        <Trans>Date</Trans>
      </label>
      <select
        id="occurrence-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-3 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {occurrences.map((o) => (
          <option key={o} value={o}>
            {formatWhen(o, timeZone)}
          </option>
        ))}
      </select>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { formatDates, formatDay } from '../dates';
import { formatRange } from '../ranges';
import type { DateSpecificItem } from '../availability-values';

/** One date-specific entry in words: its dates, where (when travelling) and its hours, per day if set so. */
export function DateSpecificSummary({ entry }: { entry: DateSpecificItem }) {
  const hours = (ranges: DateSpecificItem['timeRanges']) => ranges.map(formatRange).join(', ');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="font-semibold text-slate-900">{formatDates(entry.date, entry.endDate)}</p>
      {entry.isTraveling && entry.location && (
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <Trans>Travelling to {entry.location.formattedAddress}</Trans>
        </p>
      )}
      {entry.dailyTimeRanges.length > 0 ? (
        <ul className="text-sm text-slate-800">
          {entry.dailyTimeRanges.map((day) => (
            <li key={day.date}>
              {formatDay(day.date)}: {hours(day.timeRanges)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-800">{hours(entry.timeRanges)}</p>
      )}
    </div>
  );
}

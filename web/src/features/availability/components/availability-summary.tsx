import { Trans, useLingui } from '@lingui/react/macro';
import { weekdays } from '@shared/schemas/availability';
import type { Availability } from '../availability-values';
import { formatRange } from '../ranges';
import { dayLabel } from '../weekly';
import { DateSpecificSummary } from './date-specific-summary';

export type AvailabilityRecord = NonNullable<Availability['record']>;

/**
 * A person's availability on their profile (`/profile/{userId}`): the weekdays with hours and the
 * upcoming date-specific entries. Nothing at all when there is none to show, or none the viewer
 * may see (the server decides, spec §6).
 */
export function AvailabilitySummary({
  record,
}: {
  record: Pick<AvailabilityRecord, 'weekly' | 'dateSpecific'> | null | undefined;
}) {
  const { t } = useLingui();
  if (!record) return null;
  const days = weekdays.filter((d) => record.weekly[d].isAvailable && record.weekly[d].timeRanges.length > 0);
  if (days.length === 0 && record.dateSpecific.length === 0) return null;
  return (
    <section aria-labelledby="profile-availability-title" className="flex flex-col gap-3">
      <h2 id="profile-availability-title" className="text-lg font-semibold text-slate-900">
        <Trans>Availability</Trans>
      </h2>
      {days.length > 0 && (
        <ul aria-label={t`Weekly availability`} className="flex flex-col gap-1">
          {days.map((d) => (
            <li key={d} className="text-slate-800">
              <span className="font-medium">{dayLabel(d)}</span> {record.weekly[d].timeRanges.map(formatRange).join(', ')}
            </li>
          ))}
        </ul>
      )}
      {record.dateSpecific.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">
            <Trans>Upcoming dates</Trans>
          </h3>
          <ul aria-label={t`Upcoming dates`} className="flex flex-col gap-2">
            {[...record.dateSpecific]
              .sort((a, b) => a.date.localeCompare(b.date))
              .map((entry) => (
                <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3">
                  <DateSpecificSummary entry={entry} />
                </li>
              ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import { useLingui } from '@lingui/react';
import { eventTimeLabel } from '@shared/time/event-time-label';
import { eventTimeOptions } from '../lib/format';

/**
 * An event's time in its own zone with its abbreviation, and the viewer's local time beside it when
 * their clock differs: "Sat, Dec 5, 7:00 PM MST (9:00 PM your time)".
 */
export function EventTime({ iso, timeZone, withYear = false }: { iso: string; timeZone: string | undefined; withYear?: boolean }) {
  // Subscribed to the language, so a change in settings rewrites the time at once.
  useLingui();
  const { inZone, yourTime } = eventTimeLabel(iso, timeZone, { ...eventTimeOptions(), withYear });
  return (
    <>
      <time dateTime={iso}>{inZone}</time>
      {yourTime && <span className="text-slate-600"> ({yourTime})</span>}
    </>
  );
}

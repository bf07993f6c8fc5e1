import { t } from '@lingui/core/macro';
import { formatEventTime } from '@shared/time/event-time-label';
import { eventTimeOptions } from '@web/lib/format';

/**
 * "Sat, Dec 5, 2026, 7:00 PM MST (9:00 PM your time)": an event time in the event's zone, with the
 * viewer's beside it when their clock differs (shared/time/event-time-label.ts writes it).
 */
export function formatWhen(iso: string, eventZone: string | undefined): string {
  return formatEventTime(iso, eventZone, { ...eventTimeOptions(), withYear: true });
}

/** "1 h 30 min", "2 h", "45 min". */
export function formatDuration({ hours, minutes }: { hours: number; minutes: number }): string {
  const parts = [hours > 0 ? t`${hours} h` : '', minutes > 0 ? t`${minutes} min` : ''].filter(Boolean);
  return parts.join(' ') || t`0 min`;
}

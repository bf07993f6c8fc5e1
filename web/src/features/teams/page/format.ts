import { formatDay as formatDate } from '@web/lib/format';

/** "Mar 1, 2026" for a YYYY-MM-DD date: read at local noon, so no time zone moves it to another day. */
export function formatDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00`) : day;
}

export const formatRange = (start: string, end: string) => `${formatDay(start)} – ${formatDay(end)}`;

const dateOnly = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Mar 1, 2026" for a YYYY-MM-DD date (a calendar day, no zone shift). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dateOnly.format(date);
}

export const formatRange = (start: string, end: string) => `${formatDay(start)} – ${formatDay(end)}`;

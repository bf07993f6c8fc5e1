const pad = (n: number) => String(n).padStart(2, '0');

/** The person's own calendar date, YYYY-MM-DD: "not before today" means their today (§5). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// Dates are calendar days with no time zone: format them as UTC midnights so no offset moves them.
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Sat, Dec 5' */
export const formatDay = (iso: string) => dayFormat.format(asDate(iso));

/** 'Sat, Dec 5, 2026', or 'Sat, Dec 5 – Wed, Dec 9, 2026' for a range. */
export function formatDates(date: string, endDate: string | null): string {
  if (!endDate || endDate === date) return fullFormat.format(asDate(date));
  const sameYear = date.slice(0, 4) === endDate.slice(0, 4);
  return `${sameYear ? formatDay(date) : fullFormat.format(asDate(date))} – ${fullFormat.format(asDate(endDate))}`;
}

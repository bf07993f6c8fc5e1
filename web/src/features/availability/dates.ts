import type { Locale } from '@shared/constants/locales';
import { currentLocale } from '@web/lib/i18n';

const pad = (n: number) => String(n).padStart(2, '0');

/** The person's own calendar date, YYYY-MM-DD: "not before today" means their today (§5). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// Dates are calendar days with no time zone: format them as UTC midnights so no offset moves them.
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
// In the app's language: English the US way, Spanish the Latin-American way (as web/src/lib/format.ts).
const intlLocale: Record<Locale, string> = { en: 'en-US', es: 'es-419' };
const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: 'day' | 'full'): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${kind}:${locale}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale[locale], {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(kind === 'full' ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    formats.set(key, found);
  }
  return found;
}

/** 'Sat, Dec 5' */
export const formatDay = (iso: string) => format('day').format(asDate(iso));

/** 'Sat, Dec 5, 2026', or 'Sat, Dec 5 – Wed, Dec 9, 2026' for a range. */
export function formatDates(date: string, endDate: string | null): string {
  const full = format('full');
  if (!endDate || endDate === date) return full.format(asDate(date));
  const sameYear = date.slice(0, 4) === endDate.slice(0, 4);
  return `${sameYear ? formatDay(date) : full.format(asDate(date))} – ${full.format(asDate(endDate))}`;
}

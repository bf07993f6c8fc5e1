import { t } from '@lingui/core/macro';
import type { Locale } from '@shared/constants/locales';
import type { EventTimeOptions } from '@shared/time/event-time-label';
import { viewerTimeZone } from '@shared/time/zoned-time';
import { currentLocale } from './i18n';

/**
 * Every date, time, number and price the app shows goes through here, in the app's language
 * (lib/i18n.ts). The product is US-first (USD prices, miles, US city search), so English reads the
 * US way and Spanish the Latin-American way; times are in the viewer's time zone unless one is given.
 */
const intlLocale: Record<Locale, string> = { en: 'en-US', es: 'es-419' };

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, locale: Locale, make: (tag: string) => T): T {
  const key = `${kind}:${locale}`;
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make(intlLocale[locale]);
    cache.set(key, found);
  }
  return found;
}

/**
 * How the app writes an event's time (shared/time/event-time-label.ts): in the app's language, with
 * the viewer's own clock beside the event's when they differ ("9:00 PM your time").
 */
export function eventTimeOptions(locale: Locale = currentLocale()): EventTimeOptions {
  return { viewerZone: viewerTimeZone(), intlLocale: intlLocale[locale], yourTimeText: (time) => t`${time} your time` };
}

const asDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "Sat, Dec 5, 11:30 AM" / "sáb, 5 dic, 11:30 a.m."; the raw value if it is not a date. */
export function formatEventDate(iso: string, locale: Locale = currentLocale()): string {
  const date = asDate(iso);
  if (!date) return iso;
  return formatter('dateTime', locale, (tag) => new Intl.DateTimeFormat(tag, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })).format(date);
}

/** "Nov 25, 2026" / "25 nov 2026" (posts, partners, admin lists); the raw value if it is not a date. */
export function formatDay(iso: string, locale: Locale = currentLocale()): string {
  const date = asDate(iso);
  if (!date) return iso;
  return formatter('day', locale, (tag) => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', year: 'numeric' })).format(date);
}

/** "6:30 PM" / "6:30 p.m." in the given IANA time zone (the viewer's when none is given). */
export function formatTime(iso: string, timeZone?: string, locale: Locale = currentLocale()): string {
  const date = asDate(iso);
  if (!date) return iso;
  // One formatter per zone and language: building one costs far more than using it, and a list of events formats many times.
  return formatter(`time:${timeZone ?? ''}`, locale, (tag) => new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) })).format(date);
}

/** "1,234.5" (Latin-American Spanish, es-419, writes numbers as US English does). */
export function formatNumber(value: number, locale: Locale = currentLocale()): string {
  return formatter('number', locale, (tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 })).format(value);
}

/** An amount in cents: "$12.50" / "USD 12.50". */
export function formatCurrency(cents: number, currency = 'USD', locale: Locale = currentLocale()): string {
  const make = (tag: string) => new Intl.NumberFormat(tag, { style: 'currency', currency });
  return (currency === 'USD' ? formatter('usd', locale, make) : make(intlLocale[locale])).format(cents / 100);
}

/** "2.3 mi" */
export function formatDistance(miles: number, locale: Locale = currentLocale()): string {
  const oneDecimal = formatter('oneDecimal', locale, (tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  return `${oneDecimal.format(miles)} mi`;
}

/** "1 mile" / "15 miles"; "1 milla" / "15 millas". */
export function formatMiles(miles: number, locale: Locale = currentLocale()): string {
  const one = new Intl.PluralRules(intlLocale[locale]).select(miles) === 'one';
  const n = formatNumber(miles, locale);
  if (locale === 'es') return one ? `${n} milla` : `${n} millas`;
  return one ? `${n} mile` : `${n} miles`;
}

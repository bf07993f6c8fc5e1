/**
 * The languages Rally speaks. English is the source language: the spec's strings are English word
 * for word, and a missing translation falls back to it.
 */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const sourceLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/** Each language named in itself, as a language picker shows it. */
export const localeNames: Record<Locale, string> = { en: 'English', es: 'Español' };

/**
 * The Intl tag each language formats dates, times, numbers and prices with. The product is
 * US-first (USD, miles, US cities): English reads the US way, Spanish the Latin-American way.
 */
export const intlLocales: Record<Locale, string> = { en: 'en-US', es: 'es-419' };

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

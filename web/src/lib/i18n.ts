import { i18n } from '@lingui/core';
import { isLocale, sourceLocale, type Locale } from '@shared/constants/locales';
import { messages as english } from '../locales/en/messages.po';

/**
 * The app's language. English is in the entry chunk (the built code carries message ids only, the
 * English text is this catalogue) so the first paint never waits; every other language is its own
 * chunk, fetched only when it is chosen.
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: typeof english }>> = {
  es: () => import('../locales/es/messages.po'),
};

/** The choice made on this browser (settings, or the profile's after sign-in). */
const STORAGE_KEY = 'rally.locale';

i18n.load(sourceLocale, english);
i18n.activate(sourceLocale);
const loaded = new Set<Locale>([sourceLocale]);

export { i18n };

/** The stored choice, else the first of the browser's languages Rally speaks, else English. */
export function detectLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be off (private mode, a sandboxed frame): follow the browser.
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return sourceLocale;
}

export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : sourceLocale);

/** Switch the whole UI (every I18nProvider consumer re-renders), loading the catalogue first. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale !== sourceLocale && !loaded.has(locale)) {
    const { messages } = await loaders[locale as Exclude<Locale, 'en'>]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Remember a choice on this browser, so the next visit starts in it before any profile loads. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Without storage the choice lasts this visit (and the profile keeps it for signed-in people).
  }
}

/** Start-up: the detected language, ready before the first render (immediate for English). */
export function startLocale(): Promise<void> {
  const locale = detectLocale();
  return locale === sourceLocale ? Promise.resolve() : activateLocale(locale).catch(() => undefined);
}

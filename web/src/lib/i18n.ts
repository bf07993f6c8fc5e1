import { i18n, type Messages } from '@lingui/core';
import { isLocale, sourceLocale, type Locale } from '@shared/constants/locales';

/**
 * Whether this build's code carries message ids only, with English in a catalogue of its own (the
 * light public build, vite.config.ts) rather than in the code.
 */
declare const __RALLY_ENGLISH_CATALOGUE__: boolean;

/**
 * The app's language. In the app's build English is in the code itself: each message the macros
 * write carries its English text, compiled at build time (web/scripts/vite-lingui-macro.ts), and
 * Lingui answers with it whenever the active catalogue lacks the id, so English loads no catalogue.
 * Every other language (and English in the public build) is its own chunk, fetched at start-up
 * beside /config.json (the app) or before the first render (the public pages).
 */
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: __RALLY_ENGLISH_CATALOGUE__ ? () => import('../locales/en/messages.po') : () => Promise.resolve({ messages: {} }),
  es: () => import('../locales/es/messages.po'),
};

/** The choice made on this browser (settings, or the profile's after sign-in). */
const STORAGE_KEY = 'rally.locale';

const loaded = new Set<Locale>();

/**
 * Lingui's id of an English message (a hash of its text), for looking up text the server sends in
 * English (server-text.ts). Loaded beside a catalogue other than English only: English needs no
 * lookup, so a first visit in English never fetches the hash code.
 */
let idOfMessage: ((message: string) => string) | undefined;

/** The catalogue id of an English message; undefined until a language other than English has loaded. */
export const messageIdOf = (message: string): string | undefined => idOfMessage?.(message);

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
  if (!loaded.has(locale)) {
    const [{ messages }] = await Promise.all([
      loaders[locale](),
      locale === sourceLocale || idOfMessage
        ? undefined
        : import('@lingui/message-utils/generateMessageId').then(({ generateMessageId }) => {
            idOfMessage = (message) => generateMessageId(message);
          }),
    ]);
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

/** Start-up: the detected language, ready before the first render; English when that one fails to load. Never rejects. */
export function startLocale(): Promise<void> {
  const locale = detectLocale();
  return activateLocale(locale)
    .catch(() => activateLocale(sourceLocale))
    .catch(() => undefined);
}

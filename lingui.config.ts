import { defineConfig } from '@lingui/cli';

/**
 * Lingui (web/src/lib/i18n.ts): English is the source language, so the English catalogue is the
 * spec's strings word for word; Spanish loads only when chosen. One catalogue per language for the
 * whole SPA (docs/decisions.md, "Languages").
 * `npm run i18n:extract` refreshes the .po files from the code; web/scripts/check-i18n.ts fails the
 * lint step when the code uses a message the catalogues lack or a Spanish entry is empty.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/web/src/locales/{locale}/messages',
      include: ['<rootDir>/web/src'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  orderBy: 'messageId',
});

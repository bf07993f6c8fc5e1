// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';
import { rallyPlugin } from './tools/eslint-rally.js';

/** Import boundaries and path aliases: tools/eslint-rally.js says what each rule keeps. */
const rally = rallyPlugin(import.meta.dirname);

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'cdk.out',
      'web/dist',
      '.data',
      'test-results',
      'playwright-report',
      'coverage',
      'test/fixtures/web-dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { rally },
    rules: {
      'rally/imports': 'error',
      'rally/aliases': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Use `import * as z from 'zod'`: the named import keeps all of zod's locales (~65 KB gzip per bundle).",
        },
      ],
    },
  },
  {
    // The push service worker is plain script, served as is from web/public.
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Text shown to people goes through Lingui (docs/decisions.md, "Languages"): a literal string
    // a person would read fails the lint, so every screen stays in every language's catalogue.
    files: ['web/src/**/*.{ts,tsx}'],
    // Not screens: Cognito error names and storage keys (auth, session, login-failure), request
    // plumbing (keepalive, realtime), URL parameters (payment-return), a file name (calendar-links),
    // print CSS (place-poster), the worker's fallback title (the product name). The config error page
    // shows when the app cannot start, before a language can load, so it stays English.
    ignores: [
      '**/*.test.tsx',
      '**/*.test.ts',
      '**/fixtures.ts',
      '**/test-utils.tsx',
      'web/src/test/**',
      'web/src/features/auth/login-failure.ts',
      'web/src/lib/{auth,session,keepalive,realtime}.ts',
      // Headers only; its own failure messages are catalogue messages.
      'web/src/lib/api-client.ts',
      'web/src/config/**',
      'web/src/sw.ts',
      'web/src/features/payments/payment-return.ts',
      'web/src/features/events/calendar-links.ts',
      'web/src/features/places/components/place-poster.tsx',
    ],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Only what a person reads or hears: JSX text, and the attributes and props that carry it.
          // Not prose: no word, an identifier or key, a path or link, a Tailwind class list.
          ignore: [
            '^(?![\\s\\S]*[A-Za-z]{2})',
            '^[a-z][a-zA-Z0-9._-]*$',
            // Names of products, which are the same in every language.
            '^(Member Plus|Organizer Pro|Google Calendar|Outlook)$',
            '^[A-Z_]+$',
            '^/',
            '^#',
            '^(https?:|mailto:)',
            '^(?=.*[-:])[a-z0-9!:/\\[\\]().%_\\s-]+$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|class|to|href|id|key|type|name|role|value|tone|align|level|side|inputMode|autoComplete|htmlFor|lang|mode|rel|target|fallback|style|src|variant|method|path|status|statusText|state|Accept|Authorization|Content-Type|attribution',
              },
            },
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            'useApi',
            'useApiMutation',
            'useApiPages',
            'useSWR',
            'search.get',
            'search.has',
            'import',
            'navigate',
            'withRedirect',
            'clsx',
            'cn',
            '*.querySelector',
            '*.querySelectorAll',
          ],
        },
      ],
    },
  },
  {
    files: ['lambdas/**/*.ts'],
    ignores: ['lambdas/**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
);

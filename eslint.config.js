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
    // Screens already in the message catalogues stay there: text shown to people goes through Lingui
    // (docs/decisions.md, "Languages"). Grow this list as screens are converted.
    files: [
      'web/src/app/layouts/**/*.tsx',
      'web/src/app/discover-nav.tsx',
      'web/src/app/routes/home.tsx',
      'web/src/app/routes/settings.tsx',
      'web/src/components/error-page.tsx',
      'web/src/components/route-error-page.tsx',
      'web/src/features/auth/components/sign-in-page.tsx',
      'web/src/features/auth/components/sign-up-page.tsx',
      'web/src/features/home/components/{home-page,quick-links,newcomer-tip}.tsx',
      'web/src/features/settings/components/{settings-tabs,language-card}.tsx',
      'web/src/app/routes/{city-search,settings-profile,user-onboarding,main-carousel,learn-and-grow-carousel}.tsx',
      'web/src/features/{admin,sites,forms,privacy,help,marketing,quiz,partners,ambassador,localconnect,settings,auth,home}/**/*.{ts,tsx}',
      'web/src/components/**/*.{ts,tsx}',
    ],
    // login-failure.ts holds Cognito error names and failure kinds only; its messages are in sign-in-page.tsx.
    ignores: ['**/*.test.tsx', '**/*.test.ts', '**/fixtures.ts', '**/test-utils.tsx', 'web/src/features/auth/login-failure.ts'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Only what a person reads or hears: JSX text, and the attributes and props that carry it.
          // Not prose: no word, an identifier or key, a path or link, a Tailwind class list.
          ignore: [
            '^(?![\\s\\S]*[A-Za-z]{2})',
            '^[a-z][a-zA-Z0-9.-]*$',
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
                  'className|class|to|href|id|key|type|name|role|value|tone|align|level|side|inputMode|autoComplete|htmlFor|lang|mode|rel|target|fallback|style|src|variant|method',
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

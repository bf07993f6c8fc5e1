// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { rallyPlugin } from './tools/eslint-rally.js';

/** Import boundaries and path aliases: tools/eslint-rally.js says what each rule keeps. */
const rally = rallyPlugin(import.meta.dirname);

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.data', 'test-results', 'playwright-report', 'coverage', 'test/fixtures/web-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { rally },
    rules: {
      'rally/imports': 'error',
      'rally/aliases': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-console': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
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
    files: ['lambdas/**/*.ts'],
    ignores: ['lambdas/**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
);

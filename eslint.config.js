// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import ts from 'typescript';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * The path aliases tsconfig.json declares (`"@shared/*": ["./shared/*"]`): read from there, the one
 * place they are written, so the boundary rule sees through an alias as it does through `../`.
 */
const aliases = (() => {
  const file = path.join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  const found = Object.entries(config.compilerOptions?.paths ?? {}).map(([key, [target]]) => ({
    prefix: key.replace(/\*$/, ''),
    dir: path.resolve(root, target.replace(/\*$/, '')),
  }));
  // An alias shadows every package whose name starts with it (and `@web` is a public npm scope:
  // @web/test-runner and friends), so a dependency under an alias's prefix fails lint here.
  const pkg = JSON.parse(ts.sys.readFile(path.join(root, 'package.json')) ?? '{}');
  const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  for (const { prefix } of found) {
    const shadowed = deps.filter((d) => d.startsWith(prefix));
    if (shadowed.length) throw new Error(`tsconfig.json: the path alias ${prefix}* shadows the package(s) ${shadowed.join(', ')}; rename the alias.`);
  }
  return found;
})();

/** The file or folder a specifier of ours points at; undefined for a package. */
const targetOf = (importer, spec) => {
  if (spec.startsWith('.')) return path.resolve(path.dirname(importer), spec);
  const alias = aliases.find((a) => spec.startsWith(a.prefix));
  return alias ? path.join(alias.dir, spec.slice(alias.prefix.length)) : undefined;
};

/**
 * Import boundaries (DESIGN §2, HOUSE-RULES 8): `shared` imports nothing of ours; `web` and
 * `lambdas` never import each other; web features don't import each other. Relative imports are
 * resolved against the importing file and aliases against their folders, so the rule needs no
 * module resolver.
 */
const zoneOf = (file) => {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'web' && rel[1] === 'src' && rel[2] === 'features' && rel[3]) return `feature:${rel[3]}`;
  return rel[0] ?? '';
};
const allowed = {
  shared: (to) => to === 'shared',
  lambdas: (to) => to === 'lambdas' || to === 'shared',
  web: (to) => to === 'web' || to === 'shared' || to.startsWith('feature:'),
};
const boundaries = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [], messages: { crossing: '{{from}} may not import from {{to}} (see DESIGN.md §2 import boundaries).' } },
      create(context) {
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string') return;
          const target = targetOf(context.filename, spec);
          if (target === undefined) return;
          const fromZone = zoneOf(context.filename);
          const toZone = zoneOf(target);
          const base = fromZone.startsWith('feature:') ? 'feature' : fromZone;
          let ok = true;
          if (base === 'feature') ok = toZone === fromZone || toZone === 'web' || toZone === 'shared';
          else if (allowed[base]) ok = allowed[base](toZone);
          if (!ok) context.report({ node, messageId: 'crossing', data: { from: fromZone, to: toZone } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: (n) => check({ source: n.source }) };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.data', 'test-results', 'playwright-report', 'coverage', 'test/fixtures/web-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { rally: boundaries },
    rules: {
      'rally/imports': 'error',
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

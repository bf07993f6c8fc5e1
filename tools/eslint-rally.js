// @ts-check
/**
 * Rally's own lint rules, loaded by eslint.config.js:
 * - `rally/imports`: the import boundaries of DESIGN §2 (`shared` imports nothing of ours; `web`
 *   and `lambdas` never import each other; web features don't import each other).
 * - `rally/aliases`: a path into shared/ or web/src is written with its alias (`@shared/…`,
 *   `@web/…`) when it leaves its top folder or climbs two folders or more, so a moved file does not
 *   drag a chain of `../../../` edits behind it. Fixable: `eslint --fix` writes the alias.
 * Both resolve specifiers by path arithmetic (relative against the importing file, aliases against
 * their folders), so they need no module resolver.
 */
import path from 'node:path';
import ts from 'typescript';

/**
 * The path aliases tsconfig.json declares (`"@shared/*": ["./shared/*"]`): read from there, the
 * one place they are written. The deepest folder comes first, should one alias folder hold another.
 * @param {string} root
 */
export function readAliases(root) {
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
  return found.sort((a, b) => b.dir.length - a.dir.length);
}

/** `a` is `dir` or lies below it. */
const within = (a, dir) => a === dir || a.startsWith(dir + path.sep);

/**
 * Every module specifier a file names: import/export … from, dynamic import(), and the test
 * runner's module-path calls (vi.mock('…') and friends), whose paths must move with the imports.
 * @param {(node: { value: unknown; range?: [number, number] } | null | undefined) => void} check
 */
function specifierVisitors(check) {
  const mockCalls = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);
  return {
    ImportDeclaration: (n) => check(n.source),
    ExportNamedDeclaration: (n) => check(n.source),
    ExportAllDeclaration: (n) => check(n.source),
    ImportExpression: (n) => check(n.source),
    CallExpression: (n) => {
      const callee = n.callee;
      if (callee.type !== 'MemberExpression' || callee.object.type !== 'Identifier' || callee.property.type !== 'Identifier') return;
      if (!['vi', 'vitest'].includes(callee.object.name) || !mockCalls.has(callee.property.name)) return;
      check(n.arguments[0]);
    },
  };
}

/** @param {string} root the repository root (where tsconfig.json is) */
export function rallyPlugin(root) {
  const aliases = readAliases(root);

  /** The file or folder a specifier of ours points at; undefined for a package. */
  const targetOf = (importer, spec) => {
    if (spec.startsWith('.')) return path.resolve(path.dirname(importer), spec);
    const alias = aliases.find((a) => spec.startsWith(a.prefix));
    return alias ? path.join(alias.dir, spec.slice(alias.prefix.length)) : undefined;
  };

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

  /** @type {import('eslint').Rule.RuleModule} */
  const imports = {
    meta: { type: 'problem', schema: [], messages: { crossing: '{{from}} may not import from {{to}} (see DESIGN.md §2 import boundaries).' } },
    create(context) {
      return specifierVisitors((source) => {
        const spec = source?.value;
        if (typeof spec !== 'string') return;
        const target = targetOf(context.filename, spec);
        if (target === undefined) return;
        const fromZone = zoneOf(context.filename);
        const toZone = zoneOf(target);
        const base = fromZone.startsWith('feature:') ? 'feature' : fromZone;
        let ok = true;
        if (base === 'feature') ok = toZone === fromZone || toZone === 'web' || toZone === 'shared';
        else if (allowed[base]) ok = allowed[base](toZone);
        if (!ok) context.report({ node: /** @type {any} */ (source), messageId: 'crossing', data: { from: fromZone, to: toZone } });
      });
    },
  };

  /** @type {import('eslint').Rule.RuleModule} */
  const aliasRule = {
    meta: {
      type: 'suggestion',
      fixable: 'code',
      schema: [],
      messages: { useAlias: "Write '{{alias}}' for '{{spec}}': a path into {{dir}} that leaves its folder or climbs two folders uses the alias." },
    },
    create(context) {
      const importer = context.filename;
      // Root-level config files (vite, vitest, playwright, eslint) load before any alias exists.
      if (!path.relative(root, importer).includes(path.sep)) return {};
      return specifierVisitors((source) => {
        const spec = source?.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = path.resolve(path.dirname(importer), spec);
        const alias = aliases.find((a) => within(target, a.dir));
        if (!alias) return;
        const climbs = spec.split('/').filter((part) => part === '..').length;
        if (within(importer, alias.dir) && climbs < 2) return;
        const rest = path.relative(alias.dir, target).split(path.sep).join('/');
        // Keep what the specifier says after its path (a trailing slash, an extension it names).
        const wanted = alias.prefix + rest + (spec.endsWith('/') ? '/' : '');
        context.report({
          node: /** @type {any} */ (source),
          messageId: 'useAlias',
          data: { alias: wanted, spec, dir: path.relative(root, alias.dir) + '/' },
          fix: (fixer) => {
            const raw = context.sourceCode.getText(/** @type {any} */ (source));
            return fixer.replaceText(/** @type {any} */ (source), `${raw[0]}${wanted}${raw[0]}`);
          },
        });
      });
    },
  };

  return { rules: { imports, aliases: aliasRule } };
}

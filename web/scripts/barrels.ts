import ts from 'typescript';

/**
 * The SPA's index.ts files only gather a folder's exports. The web build marks them free of side
 * effects (vite.config.ts), so a route that imports one thing from a feature's index depends on
 * that thing's module alone. Otherwise the bundler counts every module an index re-exports as the
 * route's, and code two routes share lands in one chunk: the event page loaded the organiser's
 * manage screen, its form library and the fill-a-game dialog (measured: 276 → 228 KB transferred).
 */
export const isBarrel = (id: string): boolean => /[\\/]web[\\/]src[\\/](?:.+[\\/])?index\.ts$/.test(id);

/** `export const X = lazy(...)`: a component loaded on first use, which runs nothing at import. */
function isLazyComponent(statement: ts.Statement): boolean {
  if (!ts.isVariableStatement(statement)) return false;
  return statement.declarationList.declarations.every(
    (d) => d.initializer !== undefined && ts.isCallExpression(d.initializer) && ts.isIdentifier(d.initializer.expression) && d.initializer.expression.text === 'lazy',
  );
}

/**
 * The statements of an index file that could do something when it is imported (each as its first
 * line): anything but imports, re-exports, exported types and lazy components. Such a statement
 * would be dropped by the build whenever nothing the index exports is used.
 */
export function barrelSideEffects(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return file.statements
    .filter(
      (s) =>
        !ts.isImportDeclaration(s) &&
        !(ts.isExportDeclaration(s) && s.moduleSpecifier !== undefined) &&
        !ts.isTypeAliasDeclaration(s) &&
        !ts.isInterfaceDeclaration(s) &&
        !isLazyComponent(s),
    )
    .map((s) => s.getText(file).split('\n')[0] ?? '');
}

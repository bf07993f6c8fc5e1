import type { Rule } from 'eslint';

/** The path aliases of tsconfig.json, deepest folder first. */
export function readAliases(root: string): { prefix: string; dir: string }[];

/** Rally's lint rules (`rally/imports`, `rally/aliases`) for the repository at `root`. */
export function rallyPlugin(root: string): { rules: { imports: Rule.RuleModule; aliases: Rule.RuleModule } };

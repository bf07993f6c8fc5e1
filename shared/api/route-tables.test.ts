import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from './route-def';
import { domains, routeTables, routes } from './routes';

const tables = Object.entries(routeTables) as [string, Record<string, RouteDef>][];
const lambdaDomains = readdirSync(fileURLToPath(new URL('../../lambdas/http', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Two paths some request could match both of (same length, each segment equal or a `{param}`). */
const overlap = (a: string, b: string) => {
  const [x, y] = [a.split('/'), b.split('/')];
  return x.length === y.length && x.every((segment, i) => segment === y[i] || segment.startsWith('{') || y[i]!.startsWith('{'));
};

describe('route tables', () => {
  it('has one table per Lambda in lambdas/http, and each holds only routes that Lambda serves', () => {
    expect(Object.keys(routeTables).sort()).toEqual(lambdaDomains);
    expect(domains).toEqual(lambdaDomains);
    for (const [domain, table] of tables) {
      expect(
        Object.entries(table)
          .filter(([, route]) => route.domain !== domain)
          .map(([id]) => id),
        `${domain}-routes.ts`,
      ).toEqual([]);
    }
  });

  it('declares every route id once (a second one would silently replace the first in the merged table)', () => {
    const declared = tables.flatMap(([, table]) => Object.keys(table));
    expect(declared.length).toBe(Object.keys(routes).length);
  });

  it('keeps routes that could match the same request in one table, so the merge order never decides a match', () => {
    const all = tables.flatMap(([domain, table]) => Object.entries(table).map(([id, route]) => ({ id, domain, route })));
    const crossing = all.flatMap((a, i) =>
      all
        .slice(i + 1)
        .filter((b) => b.domain !== a.domain && b.route.method === a.route.method && overlap(a.route.path, b.route.path))
        .map((b) => `${a.id} (${a.domain}) ~ ${b.id} (${b.domain})`),
    );
    expect(crossing).toEqual([]);
  });
});

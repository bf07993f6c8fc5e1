import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sweepRoutes } from '../test/a11y-sweep-routes';
import { routes } from './router';

/** Every pattern the app's router matches (redirect-only leaves included), as the route table writes them. */
function routerPatterns(table: RouteObject[], parent = ''): string[] {
  return table.flatMap((r) => {
    const here = r.path ? `${parent.replace(/\/$/, '')}/${r.path}` : parent;
    return r.children ? routerPatterns(r.children, here) : [here || '/'];
  });
}

// Here rather than in the e2e spec: the router's modules use Lingui macros, which only the Vite
// and vitest builds compile, so Playwright's loader cannot import them.
describe('the accessibility sweep (test/e2e/a11y.spec.ts)', () => {
  it('lists every path of the route table, once', () => {
    const listed = sweepRoutes.map((r) => r.pattern);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...new Set(routerPatterns(routes))].sort());
  });
});

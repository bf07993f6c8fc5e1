import type * as z from 'zod';
import { adminRoutes } from './admin-routes';
import { boardRoutes } from './board-routes';
import { coreRoutes } from './core-routes';
import { formRoutes } from './form-routes';
import { matchPath, type RouteDef } from './route-def';
import { homeRoutes } from './home-routes';
import { messageRoutes } from './message-routes';
import { paymentRoutes } from './payment-routes';
import { siteRoutes } from './site-routes';
import { teamRoutes } from './team-routes';

export { buildPath, matchPath, type HttpMethod, type RouteAuth, type RouteDef } from './route-def';

/**
 * THE route table (DESIGN §3). Every API operation is declared once here:
 * - lib/constructs/api.ts builds HTTP API routes and one Lambda per `domain` from it;
 * - lib/local/api-server.ts mounts the same table locally;
 * - web/src/lib/api-client.ts derives typed calls from it;
 * - test/integration/route-table.test.ts walks it (auth and bad-input checks).
 */
export const routes = { ...coreRoutes, ...teamRoutes, ...homeRoutes, ...boardRoutes, ...adminRoutes, ...siteRoutes, ...messageRoutes, ...paymentRoutes, ...formRoutes };

export type Routes = typeof routes;
export type RouteId = keyof Routes;
export type RouteOf<Id extends RouteId> = Routes[Id];

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type InferInput<S> = S extends z.ZodType ? z.input<S> : undefined;
export type ParamsOf<Id extends RouteId> = Infer<Routes[Id] extends { params: infer P } ? P : undefined>;
export type QueryOf<Id extends RouteId> = Infer<Routes[Id] extends { query: infer Q } ? Q : undefined>;
export type QueryInputOf<Id extends RouteId> = InferInput<Routes[Id] extends { query: infer Q } ? Q : undefined>;
export type BodyOf<Id extends RouteId> = Infer<Routes[Id] extends { body: infer B } ? B : undefined>;
export type BodyInputOf<Id extends RouteId> = InferInput<Routes[Id] extends { body: infer B } ? B : undefined>;
export type OutputOf<Id extends RouteId> = z.infer<Routes[Id]['output']>;

export const routeIds = Object.keys(routes) as RouteId[];

/** Domains in the route table: one Lambda each. */
export const domains = [...new Set(Object.values(routes).map((r: RouteDef) => r.domain))].sort();

/** Find the route for a method and path (the local API server and tests use this). */
export function findRoute(method: string, path: string) {
  for (const id of routeIds) {
    const route: RouteDef = routes[id];
    if (route.method !== method) continue;
    const params = matchPath(route.path, path);
    if (params) return { id, route, params };
  }
  return null;
}

import type * as z from 'zod';
import { accountRoutes } from './account-routes';
import { adminRoutes } from './admin-routes';
import { availabilityRoutes } from './availability-routes';
import { checkinsRoutes } from './checkins-routes';
import { calendarRoutes } from './calendar-routes';
import { eventsRoutes } from './events-routes';
import { familyRoutes } from './family-routes';
import { followsRoutes } from './follows-routes';
import { formsRoutes } from './forms-routes';
import { gamesRoutes } from './games-routes';
import { homeRoutes } from './home-routes';
import { listsRoutes } from './lists-routes';
import { messagesRoutes } from './messages-routes';
import { notificationsRoutes } from './notifications-routes';
import { paymentsRoutes } from './payments-routes';
import { peopleRoutes } from './people-routes';
import { placesRoutes } from './places-routes';
import { postsRoutes } from './posts-routes';
import { matchPath, type RouteDef } from './route-def';
import { sitesRoutes } from './sites-routes';
import { systemRoutes } from './system-routes';
import { teamsRoutes } from './teams-routes';
import { usersRoutes } from './users-routes';

export { buildPath, matchPath, type HttpMethod, type RouteAuth, type RouteDef } from './route-def';

/**
 * One table per Lambda: `<domain>-routes.ts` holds exactly the routes lambdas/http/<domain> serves
 * (shared/api/route-tables.test.ts holds them to it). Keyed by domain.
 */
export const routeTables = {
  account: accountRoutes,
  admin: adminRoutes,
  availability: availabilityRoutes,
  checkins: checkinsRoutes,
  calendar: calendarRoutes,
  events: eventsRoutes,
  family: familyRoutes,
  follows: followsRoutes,
  forms: formsRoutes,
  games: gamesRoutes,
  home: homeRoutes,
  lists: listsRoutes,
  messages: messagesRoutes,
  notifications: notificationsRoutes,
  payments: paymentsRoutes,
  people: peopleRoutes,
  places: placesRoutes,
  posts: postsRoutes,
  sites: sitesRoutes,
  system: systemRoutes,
  teams: teamsRoutes,
  users: usersRoutes,
};

/**
 * THE route table (DESIGN §3). Every API operation is declared once, in its domain's table:
 * - lib/constructs/api.ts builds HTTP API routes and one Lambda per `domain` from it;
 * - lib/local/api-server.ts mounts the same table locally;
 * - web/src/lib/api-client.ts derives typed calls from it (and loads the domain tables it needs);
 * - test/integration/route-table.test.ts walks it (auth and bad-input checks).
 */
export const routes = {
  ...adminRoutes,
  ...accountRoutes,
  ...availabilityRoutes,
  ...checkinsRoutes,
  ...calendarRoutes,
  ...eventsRoutes,
  ...familyRoutes,
  ...followsRoutes,
  ...formsRoutes,
  ...gamesRoutes,
  ...homeRoutes,
  ...listsRoutes,
  ...messagesRoutes,
  ...notificationsRoutes,
  ...paymentsRoutes,
  ...peopleRoutes,
  ...placesRoutes,
  ...postsRoutes,
  ...sitesRoutes,
  ...systemRoutes,
  ...teamsRoutes,
  ...usersRoutes,
};

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

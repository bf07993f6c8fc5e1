import * as z from 'zod';
import { nearbyEventsDto, nearbyEventsQuery } from '../schemas/event';
import { idParam } from '../schemas/common';
import { availabilityDto, availabilityInput } from '../schemas/availability';
import { citySearchDto, citySearchQuery } from '../schemas/place';
import { lookupUserQuery, profileDto, publicProfileDto, updateProfileInput } from '../schemas/user';
import { gameTypes, genders } from '../constants/lists';

/**
 * THE route table (DESIGN §3). Every API operation is declared once here:
 * - lib/constructs/api.ts builds HTTP API routes and one Lambda per `domain` from it;
 * - lib/local/api-server.ts mounts the same table locally;
 * - web/src/lib/api-client.ts derives typed calls from it;
 * - test/integration/route-table.test.ts walks it (auth and bad-input checks).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteAuth = 'public' | 'user';

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway style path: `/api/users/{uid}`. */
  path: `/api/${string}`;
  /** The Lambda that serves it: lambdas/http/<domain>/index.ts. */
  domain: string;
  auth: RouteAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  output: z.ZodType;
  summary: string;
}

const defineRoutes = <const T extends Record<string, RouteDef>>(table: T) => table;

export const routes = defineRoutes({
  getHealth: {
    method: 'GET',
    path: '/api/health',
    domain: 'system',
    auth: 'public',
    output: z.object({ ok: z.literal(true), time: z.string() }),
    summary: 'Liveness: the API and its Lambda answer.',
  },
  getMe: {
    method: 'GET',
    path: '/api/me',
    domain: 'users',
    auth: 'user',
    output: profileDto,
    summary: "The signed-in user's profile (a new user gets hasAdditionalInfo false).",
  },
  lookupUser: {
    method: 'GET',
    path: '/api/users/lookup',
    domain: 'users',
    auth: 'user',
    query: lookupUserQuery,
    output: publicProfileDto,
    summary: 'Find a user by e-mail (query contains @) or by id; 404 when none.',
  },
  getUser: {
    method: 'GET',
    path: '/api/users/{uid}',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam }),
    output: publicProfileDto,
    summary: "Another user's public profile fields.",
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/users/{uid}',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: updateProfileInput,
    output: profileDto,
    summary: 'Create or update a profile: only its owner may (403 otherwise).',
  },
  getAvailability: {
    method: 'GET',
    path: '/api/users/{uid}/availability',
    domain: 'availability',
    auth: 'user',
    params: z.object({ uid: idParam }),
    output: availabilityDto,
    summary: "A user's availability: all of it for the owner; for anyone else only what the owner's privacy allows.",
  },
  updateAvailability: {
    method: 'PUT',
    path: '/api/users/{uid}/availability',
    domain: 'availability',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: availabilityInput,
    output: availabilityDto,
    summary: 'Create or replace the weekly and date-specific hours and their privacy: only the owner may (403 otherwise).',
  },
  searchCities: {
    method: 'GET',
    path: '/api/places/cities',
    domain: 'places',
    auth: 'public',
    query: citySearchQuery,
    output: citySearchDto,
    summary: 'US cities matching the typed text, most populous first (go-to city autocomplete).',
  },
  listGenders: {
    method: 'GET',
    path: '/api/lists/genders',
    domain: 'lists',
    auth: 'public',
    output: z.object({ items: z.array(z.enum(genders)) }),
    summary: "The server's gender list (the profile form drops 'Any').",
  },
  listGameTypes: {
    method: 'GET',
    path: '/api/lists/game-types',
    domain: 'lists',
    auth: 'public',
    output: z.object({ items: z.array(z.object({ label: z.enum(gameTypes) })) }),
    summary: "Game types, 'Other' first (Create Team lists it first; activity options drop it).",
  },
  listNearbyEvents: {
    method: 'GET',
    path: '/api/events/nearby',
    domain: 'events',
    auth: 'public',
    query: nearbyEventsQuery,
    output: nearbyEventsDto,
    summary: 'Upcoming public events within a radius of a point, nearest first.',
  },
});

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

/** Fill `{name}` segments of a route path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Match a concrete path against a route path; returns the params or null. */
export function matchPath(pattern: string, actual: string): Record<string, string> | null {
  const p = pattern.split('/');
  const a = actual.split('/');
  if (p.length !== a.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const seg = p[i]!;
    const m = /^\{(\w+)\}$/.exec(seg);
    if (m) {
      if (!a[i]) return null;
      params[m[1]!] = decodeURIComponent(a[i]!);
    } else if (seg !== a[i]) return null;
  }
  return params;
}

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

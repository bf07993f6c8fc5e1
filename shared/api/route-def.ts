import type * as z from 'zod';

/**
 * The shape of a route definition and the path helpers, without any route: the web app imports
 * this (and only the tables it needs) so that landing pages do not load every domain's schemas.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** public: anyone; user: a signed-in person; admin: a signed-in member of the Cognito `admins` group (403 otherwise). */
export type RouteAuth = 'public' | 'user' | 'admin';

/** The Cognito group whose members are admins (CDK creates it; the local stack creates it on seeding). */
export const ADMIN_GROUP = 'admins';

/**
 * Per-user rate-limit class (shared/constants/rate-limits.ts): write for every non-GET route and
 * none for GET unless the route says otherwise; lookup for routes that find people or things by
 * what the caller types (enumeration); personLookup for the routes that find a person by an
 * exact e-mail or id (whether an address has an account: the family member search, the admin's); mail for writes that make the server
 * message a person.
 */
export type RouteLimit = 'write' | 'lookup' | 'personLookup' | 'mail' | 'none';

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
  /** Rate-limit class; omitted means `limitOf`'s default by method. */
  limit?: RouteLimit;
  /**
   * A route that answers a file of this media type instead of JSON (calendar feeds): its output is
   * `{ statusCode, headers, body }`, sent as is with the security headers.
   */
  raw?: 'text/calendar';
}

/** The limit class a route runs under: its declared one, else write for a non-GET and none for a GET. */
export const limitOf = (route: Pick<RouteDef, 'method' | 'limit'>): RouteLimit => route.limit ?? (route.method === 'GET' ? 'none' : 'write');

export const defineRoutes = <const T extends Record<string, RouteDef>>(table: T) => table;

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

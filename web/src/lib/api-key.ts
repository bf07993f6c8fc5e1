import type { RouteId } from '@shared/api/routes';
import type { ApiKey, CallArgs } from './api-client';

/*
 * The SWR key convention on its own, without SWR: pages that only seed the cache (sign-in, before
 * the first read) import this, and keep the hooks and swr/infinite out of their first load.
 */

/** What a read or a write takes: the route's `params`, `query` and `body`, typed from the route table. */
export type ApiArgs<Id extends RouteId> = Omit<CallArgs<Id>, 'signal'>;

function hasParts(args: object | undefined | null): boolean {
  return !!args && Object.values(args).some((part) => part !== undefined);
}

/**
 * The one SWR key of a read: `[routeId]`, or `[routeId, args]` when it takes any. Every screen that
 * reads a route shares its cache entry, and a write invalidates a route by its id.
 */
export function apiKey<Id extends RouteId>(id: Id, args?: ApiArgs<Id> | null): ApiKey<Id> {
  return (hasParts(args) ? [id, args] : [id]) as unknown as ApiKey<Id>;
}

/** The route a cache key reads: SWR serializes `[id, args?]` as `@"id",…` and a paged read as `$inf$@"id",…`. */
export function routeOfKey(key: string): string | undefined {
  return /^(?:\$inf\$)?@"([^"]+)",/.exec(key)?.[1];
}

import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteResponse } from 'swr/infinite';
import type { OutputOf, RouteId } from '@shared/api/routes';
import type { ApiError } from './api-error';
import { apiKey, routeOfKey, type ApiArgs } from './api-key';

export { apiKey, routeOfKey, type ApiArgs };

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "are all parts optional?"
type ArgsOptional<Id extends RouteId> = {} extends ApiArgs<Id> ? true : false;

export type ApiReadOptions<Id extends RouteId> = SWRConfiguration<OutputOf<Id>, ApiError>;

/** `null` args mean "not yet" (signed out, nothing typed): nothing is fetched. */
type ReadRest<Id extends RouteId> =
  ArgsOptional<Id> extends true
    ? [args?: ApiArgs<Id> | null, options?: ApiReadOptions<Id>]
    : [args: ApiArgs<Id> | null, options?: ApiReadOptions<Id>];

type WriteRest<Id extends RouteId> = ArgsOptional<Id> extends true ? [args?: ApiArgs<Id>] : [args: ApiArgs<Id>];

/**
 * A read of one route through the app's SWR fetcher (AppProviders), so the API client and its
 * route table load on first use rather than with the page.
 */
export function useApi<Id extends RouteId>(id: Id, ...[args, options]: ReadRest<Id>): SWRResponse<OutputOf<Id>, ApiError> {
  return useSWR<OutputOf<Id>, ApiError>(args === null ? null : apiKey(id, args), options ?? {});
}

type PageOf<Id extends RouteId> = OutputOf<Id> & { next?: string | null | undefined };

/**
 * A cursor-paged read ("Load more"): `argsFor(cursor)` gives each page's args (`null` to fetch
 * nothing); the next page is asked for with the previous page's `next` cursor.
 */
export function useApiPages<Id extends RouteId>(
  id: Id,
  argsFor: ((cursor: string | undefined) => ApiArgs<Id>) | null,
  options?: SWRInfiniteConfiguration<OutputOf<Id>, ApiError>,
): SWRInfiniteResponse<OutputOf<Id>, ApiError> {
  return useSWRInfinite<OutputOf<Id>, ApiError>((index, previous: PageOf<Id> | null) => {
    if (!argsFor) return null;
    if (index > 0 && !previous?.next) return null;
    return apiKey(id, argsFor(index > 0 ? (previous?.next ?? undefined) : undefined));
  }, options ?? {});
}

/** Refetch every cached read of these routes (plain and paged) that a screen shows. */
export function useInvalidateApi(): (...ids: RouteId[]) => Promise<void> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (...ids: RouteId[]) => {
      const wanted = new Set<string>(ids);
      const keys = [...cache.keys()].filter((key) => {
        const id = routeOfKey(key);
        return id !== undefined && wanted.has(id);
      });
      await Promise.all(keys.map((key) => mutate(key)));
    },
    [cache, mutate],
  );
}

export interface ApiMutation<Id extends RouteId> {
  trigger: (...rest: WriteRest<Id>) => Promise<OutputOf<Id>>;
  isMutating: boolean;
  error: ApiError | undefined;
  reset: () => void;
}

/**
 * A write to one route. `invalidates` names the reads it changes: they are refetched after it
 * succeeds. The error is kept for the screen and also thrown, so a form can show it where it belongs.
 */
export function useApiMutation<Id extends RouteId>(
  id: Id,
  { invalidates = [] }: { invalidates?: RouteId[] } = {},
): ApiMutation<Id> {
  const invalidate = useInvalidateApi();
  const [state, setState] = useState<{ isMutating: boolean; error: ApiError | undefined }>({
    isMutating: false,
    error: undefined,
  });
  const invalidateKey = invalidates.join(',');
  const trigger = useCallback(
    async (...[args]: WriteRest<Id>): Promise<OutputOf<Id>> => {
      setState({ isMutating: true, error: undefined });
      try {
        const { api } = await import('./api-client');
        const result = await (api.call as (id: Id, args?: ApiArgs<Id>) => Promise<OutputOf<Id>>)(id, args);
        setState({ isMutating: false, error: undefined });
        if (invalidateKey) await invalidate(...(invalidateKey.split(',') as RouteId[]));
        return result;
      } catch (error) {
        setState({ isMutating: false, error: error as ApiError });
        throw error;
      }
    },
    [id, invalidate, invalidateKey],
  );
  const reset = useCallback(() => setState({ isMutating: false, error: undefined }), []);
  return { trigger, ...state, reset };
}

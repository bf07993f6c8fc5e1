import useSWRInfinite from 'swr/infinite';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api, type CallArgs } from '../../../lib/api-client';

export type NearbyEventsQuery = CallArgs<'listNearbyEvents'>['query'];
export type NearbyEvents = OutputOf<'listNearbyEvents'>;

/** SWR key: the route id plus its arguments, so keys never collide across calls. */
export const listNearbyEventsKey = (query: NearbyEventsQuery) => ['listNearbyEvents', { query }] as const;

export const listNearbyEvents = (query: NearbyEventsQuery): Promise<NearbyEvents> => api.call('listNearbyEvents', { query });

/**
 * Public events around a point, page by page ("Load more" while `hasMore`). `queryFor(page)` builds
 * each page's query; null means "do not search" (say, a backwards date range).
 */
export function useNearbyEvents(queryFor: ((page: number) => NearbyEventsQuery) | null) {
  return useSWRInfinite(
    (index, previous: NearbyEvents | null) => {
      if (!queryFor || (previous && !previous.hasMore)) return null;
      return listNearbyEventsKey(queryFor(index + 1));
    },
    ([, args]) => listNearbyEvents(args.query),
    { keepPreviousData: true, revalidateFirstPage: false },
  );
}

import useSWRInfinite from 'swr/infinite';
import type { OutputOf } from '@shared/api/routes';
import type { ApiError } from '@web/lib/api-error';
import { apiKey, type ApiArgs } from '@web/lib/use-api';

export type NearbyEventsQuery = ApiArgs<'listNearbyEvents'>['query'];
type NearbyEvents = OutputOf<'listNearbyEvents'>;

/**
 * Public events around a point, page by page ("Load more" while `hasMore`). This route pages by
 * number, not by cursor, so it cannot use useApiPages; each page is still read under its route
 * key by the app's fetcher. `queryFor(page)` builds each page's query; null means "do not search"
 * (say, a backwards date range).
 */
export function useNearbyEvents(queryFor: ((page: number) => NearbyEventsQuery) | null) {
  return useSWRInfinite<NearbyEvents, ApiError>(
    (index, previous: NearbyEvents | null) => {
      if (!queryFor || (previous && !previous.hasMore)) return null;
      return apiKey('listNearbyEvents', { query: queryFor(index + 1) });
    },
    { keepPreviousData: true, revalidateFirstPage: false },
  );
}

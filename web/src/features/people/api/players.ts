import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { OutputOf, QueryInputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type Player = OutputOf<'listNearbyPlayers'>['items'][number];
export type PlayerQuery = Omit<QueryInputOf<'listNearbyPlayers'>, 'page' | 'limit'>;
export type SearchResults = OutputOf<'fullSearch'>;

export const PLAYERS_PAGE = 20;

/** Players near a point, a page at a time ("Show more" loads the next). */
export function useNearbyPlayers(query: PlayerQuery) {
  return useSWRInfinite(
    (index, previous: OutputOf<'listNearbyPlayers'> | null) =>
      previous && !previous.hasMore ? null : (['listNearbyPlayers', { query: { ...query, page: index + 1, limit: PLAYERS_PAGE } }] as const),
    ([, args]) => api.call('listNearbyPlayers', args),
  );
}

/** Full search; nothing is fetched until the text is long enough. */
export function useFullSearch(query: QueryInputOf<'fullSearch'> | null) {
  return useSWR(query ? (['fullSearch', { query }] as const) : null, ([, args]) => api.call('fullSearch', args), { keepPreviousData: true });
}

/** The caller's go-to city (same cache entry as the profile's own `getMe`). */
export function useMyCity() {
  const { data, isLoading } = useSWR(['getMe'], () => api.call('getMe'));
  const city = data?.defaultCity ?? null;
  return { city, isLoading };
}

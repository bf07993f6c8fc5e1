import useSWRInfinite from 'swr/infinite';
import type { OutputOf, QueryInputOf } from '@shared/api/routes';
import { apiKey, useApi } from '@web/lib/use-api';

export type PlayerQuery = Omit<QueryInputOf<'listNearbyPlayers'>, 'page' | 'limit'>;

export const PLAYERS_PAGE = 20;

/**
 * Players near a point, a page at a time ("Show more" loads the next). The API pages by number
 * (`page`, `hasMore`), not by cursor, so this is SWR's infinite list over the app's fetcher rather
 * than useApiPages.
 */
export function useNearbyPlayers(query: PlayerQuery) {
  return useSWRInfinite<OutputOf<'listNearbyPlayers'>>((index, previous: OutputOf<'listNearbyPlayers'> | null) =>
    previous && !previous.hasMore ? null : apiKey('listNearbyPlayers', { query: { ...query, page: index + 1, limit: PLAYERS_PAGE } }),
  );
}

/** The caller's go-to city, from their profile (the same cache entry every screen reads `getMe` through). */
export function useMyCity() {
  const { data, isLoading } = useApi('getMe');
  return { city: data?.defaultCity ?? null, isLoading };
}

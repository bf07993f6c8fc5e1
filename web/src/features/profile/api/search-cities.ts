import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type CityResults = OutputOf<'searchCities'>;
export type City = CityResults['items'][number];

/** The API's minimum (citySearchQuery): shorter text is not searched. */
export const CITY_QUERY_MIN = 2;
const LIMIT = 8;

export const searchCitiesKey = (q: string) => ['searchCities', { query: { q, limit: LIMIT } }] as const;

export const searchCities = (q: string, signal?: AbortSignal): Promise<CityResults> =>
  api.call('searchCities', signal ? { query: { q, limit: LIMIT }, signal } : { query: { q, limit: LIMIT } });

/** US cities matching `q` (already debounced by the caller); nothing is fetched for short text. */
export function useCitySearch(q: string) {
  const text = q.trim();
  return useSWR(text.length >= CITY_QUERY_MIN ? searchCitiesKey(text) : null, ([, args]) => searchCities(args.query.q), {
    keepPreviousData: true,
    revalidateIfStale: false,
  });
}

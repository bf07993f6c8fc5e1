import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';
import { CITY_QUERY_MIN } from '../../../components/city-search-field';

export type CityResults = OutputOf<'searchCities'>;
export type City = CityResults['items'][number];

const LIMIT = 8;

export const searchCitiesKey = (q: string) => ['searchCities', { query: { q, limit: LIMIT } }] as const;

export const searchCities = (q: string): Promise<CityResults> => api.call('searchCities', { query: { q, limit: LIMIT } });

/** US cities matching `q` (where someone travels to); nothing is fetched for short text. */
export function useCitySearch(q: string) {
  const text = q.trim();
  return useSWR(text.length >= CITY_QUERY_MIN ? searchCitiesKey(text) : null, ([, args]) => searchCities(args.query.q), {
    keepPreviousData: true,
    revalidateIfStale: false,
  });
}

import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { CITY_QUERY_MIN } from '../../../components/city-search-field';
import { api } from '../../../lib/api-client';

export type CityResults = OutputOf<'searchCities'>;

const LIMIT = 8;

export const searchCitiesKey = (q: string) => ['searchCities', { query: { q, limit: LIMIT } }] as const;

/** US cities matching `q`: where a new place is, roughly; nothing is fetched for short text. */
export function useCitySearch(q: string) {
  const text = q.trim();
  return useSWR(
    text.length >= CITY_QUERY_MIN ? searchCitiesKey(text) : null,
    ([, args]) => api.call('searchCities', { query: args.query }),
    { keepPreviousData: true, revalidateIfStale: false },
  );
}

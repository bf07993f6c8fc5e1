import { useCallback, useState } from 'react';
import useSWR from 'swr';
import type { OutputOf } from '../../../../../../shared/api/routes';
import { CITY_QUERY_MIN, type CitySearchState } from '../../../../components/city-search-field';
import { api } from '../../../../lib/api-client';

const LIMIT = 8;

/** The same key shape the events and profile features use, so a city typed there is cached here. */
export const searchCitiesKey = (q: string) => ['searchCities', { query: { q, limit: LIMIT } }] as const;

const searchCities = (q: string): Promise<OutputOf<'searchCities'>> => api.call('searchCities', { query: { q, limit: LIMIT } });

/** The state CitySearchField needs: the debounced text it asks for, and the cities for it. */
export function useCitySearchState(): CitySearchState {
  const [query, setQuery] = useState('');
  const text = query.trim();
  const { data, error, isLoading } = useSWR(
    text.length >= CITY_QUERY_MIN ? searchCitiesKey(text) : null,
    ([, args]) => searchCities(args.query.q),
    { keepPreviousData: true, revalidateIfStale: false },
  );
  const onQueryChange = useCallback((q: string) => setQuery(q), []);
  return { query: text, onQueryChange, data, error, isLoading };
}

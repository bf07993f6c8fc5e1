import { useCallback, useState } from 'react';
import useSWR from 'swr';
import type { CitySearchState } from '../components/city-search-field';
import { CITY_QUERY_MIN } from '../components/city-search-field';
import { api } from './api-client';

const LIMIT = 8;

/**
 * The state CitySearchField needs: the debounced text it asks for and the US cities for it.
 * Shared by features that pick a city (activity subscriptions first; the older features still
 * carry their own copy).
 */
export function useCitySearchState(): CitySearchState {
  const [query, setQuery] = useState('');
  const text = query.trim();
  const { data, error, isLoading } = useSWR(
    text.length >= CITY_QUERY_MIN ? (['searchCities', { query: { q: text, limit: LIMIT } }] as const) : null,
    ([, args]) => api.call('searchCities', args),
    { keepPreviousData: true, revalidateIfStale: false },
  );
  const onQueryChange = useCallback((q: string) => setQuery(q), []);
  return { query: text, onQueryChange, data, error, isLoading };
}

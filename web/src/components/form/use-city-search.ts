import { useCallback, useState } from 'react';
import { useApi } from '@web/lib/use-api';
import { CITY_QUERY_MIN, type CitySearchState } from './city-combobox';

/** Results per search: what fits the list without scrolling on a phone. */
const LIMIT = 8;

/**
 * The US city search a CityCombobox needs (GET searchCities): the text it asks for and the results
 * for it. Text shorter than the API's minimum is not sent; the last results stay while the next load.
 */
export function useCitySearch(): CitySearchState {
  const [query, setQuery] = useState('');
  const q = query.trim();
  const { data, error, isLoading } = useApi('searchCities', q.length >= CITY_QUERY_MIN ? { query: { q, limit: LIMIT } } : null, {
    keepPreviousData: true,
    revalidateIfStale: false,
  });
  const onQueryChange = useCallback((next: string) => setQuery(next), []);
  return { query: q, onQueryChange, data, error, isLoading };
}

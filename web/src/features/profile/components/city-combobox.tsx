import { useState, type Ref } from 'react';
import { CitySearchField } from '../../../components/city-search-field';
import { useCitySearch, type City } from '../api/search-cities';

export interface CityComboboxProps {
  label: string;
  value: City | undefined;
  onChange: (city: City | undefined) => void;
  onBlur: () => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** The go-to city (spec §5): the shared city search control over this feature's city search. */
export function CityCombobox(props: CityComboboxProps) {
  const [query, setQuery] = useState('');
  const { data, error, isLoading } = useCitySearch(query);
  return <CitySearchField {...props} search={{ query, onQueryChange: setQuery, data, error, isLoading }} />;
}

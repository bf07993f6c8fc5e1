import type { Ref } from 'react';
import type { CityResult as City } from '../../../../../shared/schemas/place';
import { CitySearchField } from '../../../components/city-search-field';
import { useCitySearchState } from '../../../lib/use-city-search-state';

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
  return <CitySearchField {...props} search={useCitySearchState()} />;
}

import type { Ref } from 'react';
import type { CityResult as City } from '@shared/schemas/place';
import { CityCombobox as KitCityCombobox, useCitySearch } from '@web/components/form';

export interface CityComboboxProps {
  label: string;
  value: City | undefined;
  onChange: (city: City | undefined) => void;
  onBlur: () => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** A US city picked from the kit's city search, outside a form (the app's city search page). */
export function CityCombobox(props: CityComboboxProps) {
  return <KitCityCombobox {...props} search={useCitySearch()} />;
}

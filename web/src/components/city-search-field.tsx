/**
 * The city combobox under its first name, for screens not yet on the form kit: new forms use
 * CityField from ./form, which brings its own search.
 */
export {
  CITY_QUERY_MIN,
  CityCombobox as CitySearchField,
  type CityComboboxProps as CitySearchFieldProps,
  type CitySearchState,
} from './form/city-combobox';

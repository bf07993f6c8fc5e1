/**
 * The form kit: labelled fields bound to a react-hook-form form through its `control`, with hints
 * and errors wired for assistive technology. See README.md beside this file.
 */
export { Checkbox, type CheckboxProps } from './checkbox';
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxGroupVariant } from './checkbox-group';
export { CITY_QUERY_MIN, CityCombobox, type CityComboboxProps, type CitySearchState } from './city-combobox';
export { CityField, type CityFieldProps } from './city-field';
export { DateTime, type DateTimeProps } from './date-time';
export { Field, FieldError, FieldHint, FieldShell, fieldAria, useFieldIds, type FieldAria, type FieldIds, type FormFieldProps } from './field';
export { FormMessage } from './form-message';
export { GameTypeSelect, type GameTypeSelectProps } from './game-type-select';
export { IconButton, type IconButtonVariant } from './icon-button';
export { RadioGroup, type RadioGroupProps, type RadioOption, type RadioVariant } from './radio-group';
export { Select, type SelectOption, type SelectProps } from './select';
export { TextArea, TextField, type TextAreaProps, type TextFieldProps } from './text-field';
export { useCitySearch } from './use-city-search';

import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { CityResult } from '@shared/schemas/place';
import { CityCombobox } from './city-combobox';
import type { FormFieldProps } from './field';
import { useCitySearch } from './use-city-search';

export type CityFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = Omit<FormFieldProps<T, N, TOut>, 'label' | 'hint'> & {
  label: string;
  /** Shown once a city is chosen; until then the field says to choose one from the list. */
  hint?: string;
  /** What the field holds with no city chosen: undefined, or null where the form's schema is nullable. */
  emptyValue?: null | undefined;
  disabled?: boolean;
};

/**
 * A US city picked from the city search, bound to a form field whose value is `{ name, lat, lng }`:
 * typing again clears the choice, so the field is empty (and the schema's message shows) until a
 * city is picked from the list.
 */
export function CityField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  hint,
  required,
  emptyValue,
  disabled,
}: CityFieldProps<T, N, TOut>) {
  const search = useCitySearch();
  // Destructured: the compiler's lint takes an object whose `ref` is passed on for a ref itself.
  const { field: { ref, ...field }, fieldState } = useController({ control, name, disabled });
  return (
    <CityCombobox
      label={label}
      value={(field.value as CityResult | null | undefined) ?? undefined}
      onChange={(city) => field.onChange(city ?? emptyValue)}
      onBlur={field.onBlur}
      search={search}
      hint={hint}
      error={fieldState.error?.message}
      required={required}
      disabled={field.disabled}
      inputRef={ref}
    />
  );
}

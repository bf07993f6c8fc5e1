import type { SelectHTMLAttributes } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { inputClass } from '../ui';
import { fieldAria, FieldShell, useFieldIds, type FormFieldProps } from './field';

/** An option: its value, and what is shown (the value itself when no label is given). */
export type SelectOption = string | { value: string; label: string };

type SelectAttributes = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required' | 'children' | 'multiple'
>;

export type SelectProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = FormFieldProps<T, N, TOut> &
  SelectAttributes & {
    options: readonly SelectOption[];
    /** A first, empty choice ('Choose a game type'): the value is '' until something is picked. */
    placeholder?: string;
  };

export const optionValue = (option: SelectOption) => (typeof option === 'string' ? option : option.value);
export const optionLabel = (option: SelectOption) => (typeof option === 'string' ? option : option.label);

/** A labelled native select bound to a form field: the keyboard and screen readers work as everywhere. */
export function Select<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  hint,
  required,
  options,
  placeholder,
  className,
  disabled,
  ...select
}: SelectProps<T, N, TOut>) {
  const ids = useFieldIds();
  // Destructured: the compiler's lint takes an object whose `ref` is passed on for a ref itself.
  const { field: { ref, ...field }, fieldState } = useController({ control, name, disabled });
  const error = fieldState.error?.message;
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <select
        {...select}
        {...fieldAria(ids, { hint, error, invalid: fieldState.invalid, required })}
        ref={ref}
        name={field.name}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        className={className ? `${inputClass} ${className}` : inputClass}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={optionValue(option)} value={optionValue(option)}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

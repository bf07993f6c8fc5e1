import { useId } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { labelClass } from '../ui';
import { FieldError, FieldHint, type FormFieldProps } from './field';
import { optionLabel, optionValue, type SelectOption } from './select';

/** How the boxes look: plain boxes, bordered tiles (in a grid), or small chips (in a row). */
export type CheckboxGroupVariant = 'plain' | 'tile' | 'chip';

export type CheckboxGroupProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = Omit<FormFieldProps<T, N, TOut>, 'required'> & {
  options: readonly SelectOption[];
  variant?: CheckboxGroupVariant;
  /** The options' layout; by default a grid of two columns (three on wider screens), chips in a row. */
  optionsClassName?: string;
  disabled?: boolean;
};

const optionClass: Record<CheckboxGroupVariant, string> = {
  plain: 'flex min-h-11 cursor-pointer items-center gap-2 text-slate-800',
  tile: 'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50',
  chip: 'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50',
};

const boxClass: Record<CheckboxGroupVariant, string> = {
  plain: 'size-5 shrink-0 accent-brand-700',
  tile: 'size-4 shrink-0 accent-brand-700',
  chip: 'size-4 shrink-0 accent-brand-700',
};

/**
 * Several of a list ("Pick atleast one"), bound to a form field whose value is the array of the
 * checked options' values, in the options' order: a fieldset whose legend is the label, native
 * checkboxes (Tab and Space), and the group's hint and error.
 */
export function CheckboxGroup<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  hint,
  options,
  variant = 'plain',
  optionsClassName,
  disabled,
}: CheckboxGroupProps<T, N, TOut>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // `ref` apart: the React Compiler lint takes an object whose `ref` is passed on for a ref itself.
  const { field: { ref, ...field }, fieldState } = useController({ control, name, disabled });
  const chosen: readonly unknown[] = Array.isArray(field.value) ? field.value : [];
  const error = fieldState.error?.message;
  const described = [hint !== undefined ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const toggle = (value: string, on: boolean) =>
    field.onChange(options.map(optionValue).filter((v) => (v === value ? on : chosen.includes(v))));
  return (
    <fieldset aria-describedby={described} className="flex flex-col gap-2">
      <legend className={`${labelClass} mb-2`}>{label}</legend>
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className={optionsClassName ?? (variant === 'chip' ? 'flex flex-wrap gap-2' : 'grid grid-cols-2 gap-2 sm:grid-cols-3')}>
        {options.map((option, i) => {
          const value = optionValue(option);
          return (
            <label key={value} className={optionClass[variant]}>
              <input
                type="checkbox"
                // The first box takes focus when the form sends the person to this field's error.
                ref={i === 0 ? ref : undefined}
                name={field.name}
                value={value}
                checked={chosen.includes(value)}
                onChange={(event) => toggle(value, event.target.checked)}
                onBlur={field.onBlur}
                disabled={field.disabled}
                aria-invalid={fieldState.invalid || undefined}
                className={boxClass[variant]}
              />
              {optionLabel(option)}
            </label>
          );
        })}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

import { useId } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { labelClass } from '../ui';
import { FieldError, FieldHint, type FormFieldProps } from './field';

export interface RadioOption {
  /** What the field holds when this option is chosen: text, or true/false for a yes/no choice. */
  value: string | boolean;
  label: string;
  /** Said after the option's name (aria-describedby), shown under it on a card. */
  hint?: string;
}

/** How the options look: a plain list, bordered cards (with hints), or a row of chips. */
export type RadioVariant = 'plain' | 'card' | 'chip';

export type RadioGroupProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = FormFieldProps<T, N, TOut> & {
  options: readonly RadioOption[];
  variant?: RadioVariant;
  /** Keep the legend for screen readers only (the screen already says what the choice is). */
  hideLabel?: boolean;
  disabled?: boolean;
};

const groupClass: Record<RadioVariant, string> = {
  plain: 'flex flex-col gap-1',
  card: 'flex flex-col gap-2',
  chip: 'flex flex-wrap gap-2',
};

const optionClass: Record<RadioVariant, string> = {
  plain: 'flex min-h-11 cursor-pointer items-center gap-3 text-slate-800',
  card: 'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50',
  chip: 'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50',
};

/**
 * One choice of several, bound to a form field (its value is the chosen option's value): a fieldset
 * whose legend is the label, native radios (arrow keys move the choice), the group's hint and error.
 */
export function RadioGroup<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  hint,
  required,
  options,
  variant = 'plain',
  hideLabel,
  disabled,
}: RadioGroupProps<T, N, TOut>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // Destructured: the compiler's lint takes an object whose `ref` is passed on for a ref itself.
  const { field: { ref, ...field }, fieldState } = useController({ control, name, disabled });
  const error = fieldState.error?.message;
  const described = [hint !== undefined ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={described} className="flex flex-col gap-2">
      <legend className={hideLabel ? 'sr-only' : `${labelClass} mb-2`}>{label}</legend>
      {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className={groupClass[variant]}>
        {options.map((option, i) => (
          <Radio
            key={String(option.value)}
            id={`${id}-${i}`}
            variant={variant}
            option={option}
            name={field.name}
            checked={field.value === option.value}
            onSelect={() => field.onChange(option.value)}
            onBlur={field.onBlur}
            // The first radio takes focus when the form sends the person to this field's error.
            inputRef={i === 0 ? ref : undefined}
            disabled={field.disabled}
            invalid={fieldState.invalid}
            required={required}
          />
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

function Radio({
  id,
  variant,
  option,
  name,
  checked,
  onSelect,
  onBlur,
  inputRef,
  disabled,
  invalid,
  required,
}: {
  id: string;
  variant: RadioVariant;
  option: RadioOption;
  name: string;
  checked: boolean;
  onSelect: () => void;
  onBlur: () => void;
  inputRef: ((element: HTMLInputElement | null) => void) | undefined;
  disabled: boolean | undefined;
  invalid: boolean;
  required: boolean | undefined;
}) {
  const hinted = option.hint !== undefined && option.hint !== '';
  return (
    <label className={optionClass[variant]}>
      <input
        type="radio"
        ref={inputRef}
        name={name}
        value={String(option.value)}
        checked={checked}
        onChange={onSelect}
        onBlur={onBlur}
        disabled={disabled}
        required={required}
        aria-invalid={invalid || undefined}
        // The hint sits inside the label: name the radio by its title alone and say the hint after it.
        aria-labelledby={`${id}-label`}
        aria-describedby={hinted ? `${id}-hint` : undefined}
        className={variant === 'card' ? 'mt-1 size-4 shrink-0 accent-brand-700' : 'size-4 shrink-0 accent-brand-700'}
      />
      <span className="flex flex-col">
        <span id={`${id}-label`} className={variant === 'card' ? 'font-medium text-slate-900' : undefined}>
          {option.label}
        </span>
        {hinted && (
          <span id={`${id}-hint`} className="text-sm text-slate-600">
            {option.hint}
          </span>
        )}
      </span>
    </label>
  );
}

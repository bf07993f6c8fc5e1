import type { ReactNode } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldAria, FieldError, FieldHint, useFieldIds, type FormFieldProps } from './field';

export type CheckboxProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = FormFieldProps<T, N, TOut> & {
  disabled?: boolean;
};

/** A yes/no form field (boolean value): the box with its label beside it, then its hint and error. */
export function Checkbox<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
}: CheckboxProps<T, N, TOut>) {
  const ids = useFieldIds();
  // Destructured: the compiler's lint takes an object whose `ref` is passed on for a ref itself.
  const { field: { ref, ...field }, fieldState } = useController({ control, name, disabled });
  const error = fieldState.error?.message;
  return (
    <CheckboxShell ids={ids} label={label} hint={hint} error={error}>
      <input
        type="checkbox"
        {...fieldAria(ids, { hint, error, invalid: fieldState.invalid, required })}
        ref={ref}
        name={field.name}
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        disabled={field.disabled}
        className="size-5 shrink-0 accent-brand-700"
      />
    </CheckboxShell>
  );
}

function CheckboxShell({
  ids,
  label,
  hint,
  error,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.id} className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
        {children}
        {label}
      </label>
      {hint !== undefined && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}

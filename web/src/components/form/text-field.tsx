import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { inputClass } from '../ui';
import { fieldAria, FieldShell, useFieldIds, type FormFieldProps } from './field';

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required' | 'children'
>;

export type TextFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = FormFieldProps<T, N, TOut> &
  InputAttributes & {
    /**
     * The id of the element that shows this field's error (one message under a group of inputs):
     * the input is still marked invalid and described by it, and shows no message of its own.
     */
    errorIn?: string;
  };

/**
 * A labelled text-like input (text, email, number, date…) bound to a form field. The value is the
 * input's text, as the browser gives it: the form's zod schema turns it into a number or a date.
 */
export function TextField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  hint,
  required,
  errorIn,
  className,
  disabled,
  ...input
}: TextFieldProps<T, N, TOut>) {
  const ids = useFieldIds();
  // Destructured: the compiler's lint takes an object whose `ref` is passed on for a ref itself.
  const { field: { ref, ...field }, fieldState } = useController({ control, name, disabled });
  const error = errorIn ? undefined : fieldState.error?.message;
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input
        {...input}
        {...fieldAria(ids, { hint, error, invalid: fieldState.invalid, required, errorIn })}
        ref={ref}
        name={field.name}
        value={(field.value as string | number | null | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        className={className ? `${inputClass} ${className}` : inputClass}
      />
    </FieldShell>
  );
}

type TextAreaAttributes = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'required' | 'children'
>;

export type TextAreaProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = FormFieldProps<T, N, TOut> & TextAreaAttributes;

/** A labelled multi-line text field bound to a form field (4 rows unless told). */
export function TextArea<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  label,
  hint,
  required,
  rows = 4,
  className,
  disabled,
  ...textarea
}: TextAreaProps<T, N, TOut>) {
  const ids = useFieldIds();
  // Destructured: the compiler's lint takes an object whose `ref` is passed on for a ref itself.
  const { field: { ref, ...field }, fieldState } = useController({ control, name, disabled });
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={fieldState.error?.message}>
      <textarea
        {...textarea}
        {...fieldAria(ids, { hint, error: fieldState.error?.message, invalid: fieldState.invalid, required })}
        ref={ref}
        name={field.name}
        rows={rows}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        className={`${inputClass} py-2${className ? ` ${className}` : ''}`}
      />
    </FieldShell>
  );
}

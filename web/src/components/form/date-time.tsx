import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

export type DateTimeProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> = Omit<
  TextFieldProps<T, N, TOut>,
  'type' | 'inputMode' | 'placeholder' | 'min' | 'max'
> & {
  /** A day, a time of day, or both (the default). */
  type?: 'date' | 'time' | 'datetime-local';
  /** Bounds in the input's own format: 'YYYY-MM-DD', 'HH:mm' or 'YYYY-MM-DDTHH:mm'. */
  min?: string;
  max?: string;
};

/**
 * A date, a time, or a local date and time, with the browser's own picker and keyboard entry. The
 * value is the input's local text ('2026-12-05T18:30'), with no zone: the form's schema turns it into
 * an instant in the zone it means, with the shared zone code.
 */
export function DateTime<T extends FieldValues, N extends FieldPath<T>, TOut = T>({ type = 'datetime-local', ...props }: DateTimeProps<T, N, TOut>) {
  return <TextField {...(props as TextFieldProps<T, N, TOut>)} type={type} />;
}

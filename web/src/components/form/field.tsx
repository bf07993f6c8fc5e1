import { useId, type ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { serverText } from '@web/lib/server-text';
import { labelClass } from '../ui';

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(): FieldIds {
  const id = useId();
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

export interface FieldAriaOptions {
  /** Shown below the control (FieldShell renders it when it is not undefined). */
  hint?: unknown;
  /** The message FieldShell shows; a control with one is invalid. */
  error?: unknown;
  /** Invalid without a message of its own (its error shows elsewhere); defaults to having an error. */
  invalid?: boolean | undefined;
  required?: boolean | undefined;
  /** The id of an element outside the field that shows its error (a group's one message). */
  errorIn?: string | undefined;
}

/** The id and aria attributes a control needs for its hint, error and required state. */
export function fieldAria(ids: FieldIds, { hint, error, invalid = Boolean(error), required, errorIn }: FieldAriaOptions) {
  const errorRef = errorIn ? (invalid ? errorIn : undefined) : error ? ids.errorId : undefined;
  const parts = [hint !== undefined ? ids.hintId : undefined, errorRef].filter(Boolean);
  return {
    id: ids.id,
    'aria-invalid': invalid ? (true as const) : undefined,
    'aria-required': required ? (true as const) : undefined,
    'aria-describedby': parts.length > 0 ? parts.join(' ') : undefined,
  };
}

export type FieldAria = ReturnType<typeof fieldAria>;

/**
 * A field's inline error: an alert, so a screen reader says it as soon as it appears. A message
 * from a shared zod schema or the server is English; it is shown in the app's language.
 */
export function FieldError({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {typeof children === 'string' ? serverText(children) : children}
    </p>
  );
}

export function FieldHint({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-slate-600">
      {children}
    </p>
  );
}

/** Label, control, hint and inline error, stacked; the control carries the ids (see fieldAria). */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint !== undefined && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}

/**
 * A labelled control the kit has no component for: `children` gets the id and aria attributes to
 * spread on it, so the label, hint and error are tied to it as in every kit field.
 */
export function Field({
  label,
  hint,
  error,
  required,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  children: (control: FieldAria) => ReactNode;
}) {
  const ids = useFieldIds();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      {children(fieldAria(ids, { hint, error, required }))}
    </FieldShell>
  );
}

/**
 * What every form-bound kit field takes: the form's `control` (from useForm) and the field's
 * `name`, typed against the form's values, plus what a person reads beside it.
 */
export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> {
  // The form's context type is the caller's business; `any` matches every useForm.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, TOut>;
  name: N;
  label: ReactNode;
  hint?: ReactNode;
  /** Announced as required (aria-required); the words on screen stay the label's own. */
  required?: boolean;
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClass } from './ui';
import { fieldAria, FieldShell, useFieldIds } from './form/field';

/*
 * The field parts under their first names, for screens not yet on the form kit (./form): new code
 * imports from there, where fields take the form's `control` and a `name` instead of a registration.
 */
export { FieldShell, useFieldIds, type FieldIds } from './form/field';
export { FormMessage } from './form/form-message';

/** The aria attributes a control needs for its hint and error (the kit's fieldAria). */
export const describedBy = fieldAria;

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur'> & {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: string | undefined;
};

/** A text-like input registered with react-hook-form. */
export function TextField({ label, registration, hint, error, className, ...input }: TextFieldProps) {
  const ids = useFieldIds();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      <input {...input} {...registration} {...describedBy(ids, { hint, error })} className={`${inputClass} ${className ?? ''}`} />
    </FieldShell>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClass, labelClass } from './ui';

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

/** Label, control, hint and inline error, tied together with aria-describedby (errors announced). */
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
      {hint !== undefined && (
        <p id={ids.hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function useFieldIds(): FieldIds {
  const id = useId();
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** The aria attributes a control needs for its hint and error. */
export function describedBy(ids: FieldIds, { hint, error }: { hint?: unknown; error?: unknown }) {
  const parts = [hint !== undefined ? ids.hintId : undefined, error ? ids.errorId : undefined].filter(Boolean);
  return {
    id: ids.id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': parts.length > 0 ? parts.join(' ') : undefined,
  };
}

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

/** A form-level message: failures as an alert (announced at once), other news as a status. */
export function FormMessage({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return tone === 'error' ? (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </div>
  ) : (
    <div role="status" className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-800">
      {children}
    </div>
  );
}

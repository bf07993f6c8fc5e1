import { useId, type ReactNode } from 'react';
import { inputClass, labelClass } from '../../../components/ui';

/** A labelled, controlled text input or textarea with its hint and error (the builder's fields). */
export function Field({
  label,
  value,
  onChange,
  error,
  hint,
  multiline,
  maxLength,
  placeholder,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  multiline?: boolean;
  maxLength?: number;
  placeholder?: string;
  type?: 'text' | 'url' | 'email' | 'tel';
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    maxLength,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? <textarea {...common} rows={5} className={`${inputClass} py-2`} /> : <input {...common} type={type} autoComplete="off" className={inputClass} />}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Field as KitField } from '../../../components/form';
import { inputClass } from '../../../components/ui';

/**
 * A builder field: a text input or textarea in the kit's Field (label, hint and error wired up),
 * controlled by the builder's own state, which holds the whole site (its pages and blocks) as one
 * value and checks it with the API's schema on save.
 */
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
  return (
    <KitField label={label} hint={hint} error={error}>
      {(aria) => {
        const common = { ...aria, value, maxLength, placeholder, onChange: (e: { target: { value: string } }) => onChange(e.target.value) };
        return multiline ? (
          <textarea {...common} rows={5} className={`${inputClass} py-2`} />
        ) : (
          <input {...common} type={type} autoComplete="off" className={inputClass} />
        );
      }}
    </KitField>
  );
}

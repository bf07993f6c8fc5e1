import { Field } from '../../../components/form';
import { inputClass } from '../../../components/ui';

/**
 * A labelled text input of the builder. The form being built is plain state (one object the
 * builder edits and saves whole), not a react-hook-form form, so this is the kit's Field shell
 * around a controlled input.
 */
export function BuilderText({
  label,
  value,
  onChange,
  error,
  maxLength,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  maxLength?: number;
  type?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(aria) => (
        <input
          {...aria}
          type={type}
          className={inputClass}
          value={value}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

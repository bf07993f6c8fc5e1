import { useId } from 'react';
import { inputClass, labelClass } from './ui';

/**
 * A labelled native select that is not part of a form: a filter whose value lives in the URL or in
 * state and applies as soon as it changes. Form fields use the form kit's Select instead.
 */
export function PlainSelect({
  label,
  value,
  options,
  onChange,
  className = 'flex flex-col gap-1',
}: {
  label: string;
  value: string | number;
  options: readonly { value: string | number; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

import { useId } from 'react';
import { inputClass, labelClass } from './ui';

// The kit's small controls outside forms: a busy-aware action button and a plain select.
// One module: each on its own became a chunk of its own, and the entry lists every chunk.

/**
 * A button for one of several actions that run one at a time: every such button waits while any
 * action runs (`busy` names it), and this one says it is busy while its own does.
 */
export function BusyButton<A extends string>({
  action,
  busy,
  label,
  busyLabel,
  className,
  submit = false,
  ariaLabel,
  onClick,
}: {
  action: A;
  busy: A | null | undefined;
  label: string;
  busyLabel: string;
  className: string;
  submit?: boolean;
  /** The accessible name when the visible label needs its context ("Approve Sam"). */
  ariaLabel?: string;
  onClick?: () => void;
}) {
  return (
    <button
      type={submit ? 'submit' : 'button'}
      className={className}
      disabled={busy !== null && busy !== undefined}
      aria-busy={busy === action}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {busy === action ? busyLabel : label}
    </button>
  );
}

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

import type { FieldDef } from '../../../../../shared/schemas/form';
import { inputClass, labelClass } from '../../../components/ui';
import { formatDollars } from '../format-answer';
import { formMessages } from '../../../../../shared/constants/form-messages';

/** One question of a form being filled, as its type asks: choices, a checkbox, a waiver to sign, a fee, or text. */
export function FieldInput({
  field,
  value,
  error,
  signAgain,
  onChange,
}: {
  field: FieldDef;
  value: unknown;
  error?: string | undefined;
  signAgain: boolean;
  onChange: (v: unknown) => void;
}) {
  const id = `answer-${field.id}`;
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  const invalid = error ? true : undefined;
  const label = (
    <>
      {field.label}
      {field.required && field.type !== 'waiver' ? <span aria-hidden="true"> *</span> : null}
      {field.required && field.type !== 'waiver' ? <span className="sr-only"> (required)</span> : null}
    </>
  );
  const message = error && (
    <p id={errorId} className="text-sm text-red-700">
      {error}
    </p>
  );
  switch (field.type) {
    case 'singleChoice':
    case 'multipleChoice': {
      const many = field.type === 'multipleChoice';
      const chosen = many ? ((value as string[] | undefined) ?? []) : value;
      return (
        <fieldset className="flex flex-col gap-2" aria-describedby={described} aria-invalid={invalid}>
          <legend className={labelClass}>{label}</legend>
          {field.options.map((o, i) => (
            <label key={o} className="flex items-center gap-2">
              <input
                id={i === 0 ? id : undefined}
                type={many ? 'checkbox' : 'radio'}
                name={id}
                checked={many ? (chosen as string[]).includes(o) : chosen === o}
                onChange={(e) =>
                  onChange(
                    many ? (e.target.checked ? [...(chosen as string[]), o] : (chosen as string[]).filter((x) => x !== o)) : o,
                  )
                }
              />
              {o}
            </label>
          ))}
          {message}
        </fieldset>
      );
    }
    case 'checkbox':
      return (
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2">
            <input
              id={id}
              type="checkbox"
              checked={value === true}
              aria-describedby={described}
              aria-invalid={invalid}
              onChange={(e) => onChange(e.target.checked)}
            />
            {label}
          </label>
          {message}
        </div>
      );
    case 'waiver': {
      const v = (value as { name?: string; agreed?: boolean } | undefined) ?? {};
      return (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4" aria-describedby={described}>
          <legend className="px-1 text-lg font-semibold text-slate-900">{field.label}</legend>
          {signAgain && (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
              {formMessages.signAgain}
            </p>
          )}
          <div
            tabIndex={0}
            role="document"
            aria-label={`${field.label} text`}
            className="max-h-64 overflow-y-auto rounded-md bg-slate-50 p-3 whitespace-pre-line text-slate-800"
          >
            {field.text}
          </div>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={v.agreed === true} onChange={(e) => onChange({ ...v, agreed: e.target.checked })} />I
            have read and agree to this waiver
          </label>
          <div className="flex flex-col gap-1">
            <label htmlFor={id} className={labelClass}>
              Type your full name to sign
            </label>
            <input
              id={id}
              className={`${inputClass} font-serif italic`}
              autoComplete="name"
              value={v.name ?? ''}
              aria-invalid={invalid}
              aria-describedby={described}
              onChange={(e) => onChange({ ...v, name: e.target.value })}
            />
          </div>
          {message}
        </fieldset>
      );
    }
    case 'payment':
      if (field.mode === 'fixed') {
        return (
          <p className="flex flex-col">
            <span className={labelClass}>{field.label}</span>
            <span className="text-lg">{formatDollars(field.amount)}</span>
          </p>
        );
      }
      return (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className={labelClass}>
            {field.label} (USD, {formatDollars(field.min ?? 1)} to {formatDollars(field.max ?? 10_000)})
          </label>
          <input
            id={id}
            type="number"
            inputMode="decimal"
            step="0.01"
            className={inputClass}
            value={(value as { amount?: number } | undefined)?.amount ?? ''}
            placeholder={String(field.amount)}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(e) => onChange(e.target.value === '' ? undefined : { amount: Number(e.target.value) })}
          />
          {message}
        </div>
      );
    default: {
      const type = { shortText: 'text', longText: 'text', number: 'number', date: 'date', email: 'email', phone: 'tel' }[
        field.type
      ];
      const common = {
        id,
        className: field.type === 'longText' ? `${inputClass} min-h-28 py-2` : inputClass,
        'aria-invalid': invalid,
        'aria-describedby': described,
      };
      return (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className={labelClass}>
            {label}
          </label>
          {field.type === 'longText' ? (
            <textarea {...common} value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value)} />
          ) : (
            <input
              {...common}
              type={type}
              autoComplete={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'off'}
              value={value === undefined || value === null ? '' : String(value)}
              onChange={(e) =>
                onChange(field.type === 'number' ? (e.target.value === '' ? undefined : Number(e.target.value)) : e.target.value)
              }
            />
          )}
          {field.help && <p className="text-sm text-slate-600">{field.help}</p>}
          {message}
        </div>
      );
    }
  }
}

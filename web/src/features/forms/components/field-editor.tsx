import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { fieldTypeLabels, type FieldDef } from '../../../../../shared/schemas/form';
import { inputClass, labelClass } from '../../../components/ui';
import type { Issues } from '../builder-content';
import { IconButton } from '../../../components/form';
import { BuilderText } from './builder-controls';

/** One field of the form being built: its label and rules by type, moved up or down, or removed. */
export function FieldEditor({
  field,
  index,
  count,
  issues,
  onChange,
  onMove,
  onRemove,
}: {
  field: FieldDef;
  index: number;
  count: number;
  issues: Issues;
  onChange: (f: FieldDef) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const base = useId();
  const at = (key: string) => issues[`fields.${index}.${key}`];
  const name = field.label || fieldTypeLabels[field.type];
  const money = (v: string) => (v === '' ? Number.NaN : Number(v));
  return (
    <article
      aria-label={`Field ${index + 1}: ${name}`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-600">
          {index + 1}. {fieldTypeLabels[field.type]}
          {field.type === 'waiver' && field.waiverVersion ? ` · version ${field.waiverVersion}` : ''}
        </p>
        <div className="flex gap-1">
          <IconButton variant="ghost" label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton variant="ghost" label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton variant="ghost" label={`Remove ${name}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        </div>
      </div>
      <BuilderText
        label="Label"
        value={field.label}
        error={at('label')}
        maxLength={200}
        onChange={(label) => onChange({ ...field, label })}
      />
      {field.type !== 'waiver' && (
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={field.required} onChange={(e) => onChange({ ...field, required: e.target.checked })} />
          Required
        </label>
      )}
      {(field.type === 'singleChoice' || field.type === 'multipleChoice') && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${base}-options`} className={labelClass}>
            Options, one per line
          </label>
          <textarea
            id={`${base}-options`}
            className={`${inputClass} min-h-24 py-2`}
            value={field.options.join('\n')}
            aria-invalid={at('options') ? true : undefined}
            onChange={(e) => onChange({ ...field, options: e.target.value.split('\n') })}
          />
          {(at('options') ?? Object.entries(issues).find(([k]) => k.startsWith(`fields.${index}.options.`))?.[1]) && (
            <p className="text-sm text-red-700">
              {at('options') ?? Object.entries(issues).find(([k]) => k.startsWith(`fields.${index}.options.`))?.[1]}
            </p>
          )}
        </div>
      )}
      {field.type === 'number' && (
        <div className="grid grid-cols-2 gap-3">
          <BuilderText
            type="number"
            label="Lowest (optional)"
            value={field.min?.toString() ?? ''}
            onChange={(v) => onChange({ ...field, min: v === '' ? undefined : Number(v) })}
          />
          <BuilderText
            type="number"
            label="Highest (optional)"
            value={field.max?.toString() ?? ''}
            error={at('max')}
            onChange={(v) => onChange({ ...field, max: v === '' ? undefined : Number(v) })}
          />
        </div>
      )}
      {field.type === 'waiver' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${base}-text`} className={labelClass}>
            Waiver text
          </label>
          <textarea
            id={`${base}-text`}
            className={`${inputClass} min-h-40 py-2`}
            value={field.text}
            aria-invalid={at('text') ? true : undefined}
            onChange={(e) => onChange({ ...field, text: e.target.value })}
          />
          {at('text') && <p className="text-sm text-red-700">{at('text')}</p>}
          <p className="text-sm text-slate-600">
            People sign by typing their name. Changing the text of a published waiver asks earlier signers to sign again.
          </p>
        </div>
      )}
      {field.type === 'payment' && (
        <div className="flex flex-col gap-3">
          <fieldset className="flex flex-wrap gap-4">
            <legend className={labelClass}>Amount</legend>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${base}-mode`}
                checked={field.mode === 'fixed'}
                onChange={() => onChange({ ...field, mode: 'fixed', min: undefined, max: undefined })}
              />
              Fixed
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${base}-mode`}
                checked={field.mode === 'chosen'}
                onChange={() =>
                  onChange({ ...field, mode: 'chosen', min: field.min ?? 1, max: field.max ?? Math.max(field.amount, 100) })
                }
              />
              Chosen by the person (pay what you can)
            </label>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            <BuilderText
              type="number"
              label={field.mode === 'fixed' ? 'Amount (USD)' : 'Suggested amount (USD)'}
              value={Number.isNaN(field.amount) ? '' : String(field.amount)}
              error={at('amount')}
              onChange={(v) => onChange({ ...field, amount: money(v) })}
            />
            {field.mode === 'chosen' && (
              <>
                <BuilderText
                  type="number"
                  label="Lowest (USD)"
                  value={field.min?.toString() ?? ''}
                  error={at('min')}
                  onChange={(v) => onChange({ ...field, min: money(v) })}
                />
                <BuilderText
                  type="number"
                  label="Highest (USD)"
                  value={field.max?.toString() ?? ''}
                  error={at('max')}
                  onChange={(v) => onChange({ ...field, max: money(v) })}
                />
              </>
            )}
          </div>
          <p className="text-sm text-slate-600">Paid at Stripe to your payout account (Settings, Subscriptions &amp; Payouts).</p>
        </div>
      )}
    </article>
  );
}

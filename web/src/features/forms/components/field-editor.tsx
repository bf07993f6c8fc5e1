import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { FieldPath } from 'react-hook-form';
import type { FieldDef, FormContentInput } from '@shared/schemas/form';
import { Checkbox, IconButton, RadioGroup, TextArea, TextField } from '@web/components/form';
import { fieldTypeMessages } from '../field-type-labels';
import { BuilderNumber, BuilderOptions, type BuilderControl } from './builder-controls';

const amountModes = [
  { value: 'fixed', label: msg`Fixed` },
  { value: 'chosen', label: msg`Chosen by the person (pay what you can)` },
];

/** One field of the form being built: its label and rules by type, moved up or down, or removed. */
export function FieldEditor({
  control,
  field,
  index,
  count,
  onMove,
  onRemove,
}: {
  control: BuilderControl;
  field: FieldDef;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const at = (key: string) => `fields.${index}.${key}` as FieldPath<FormContentInput>;
  const { t } = useLingui();
  const kind = t(fieldTypeMessages[field.type]);
  const name = field.label || kind;
  const n = index + 1;
  const waiverVersion = field.type === 'waiver' ? field.waiverVersion : undefined;
  return (
    <article
      aria-label={t`Field ${n}: ${name}`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-600">
          {n}. {kind}
          {waiverVersion ? ` · ${t`version ${waiverVersion}`}` : ''}
        </p>
        <div className="flex gap-1">
          <IconButton variant="ghost" label={t`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton variant="ghost" label={t`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton variant="ghost" label={t`Remove ${name}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        </div>
      </div>
      <TextField control={control} name={at('label')} label={t`Label`} maxLength={200} />
      {field.type !== 'waiver' && <Checkbox control={control} name={at('required')} label={t`Required`} />}
      {(field.type === 'singleChoice' || field.type === 'multipleChoice') && (
        <BuilderOptions control={control} name={at('options')} />
      )}
      {field.type === 'number' && (
        <div className="grid grid-cols-2 gap-3">
          <BuilderNumber control={control} name={at('min')} label={t`Lowest (optional)`} empty={undefined} />
          <BuilderNumber control={control} name={at('max')} label={t`Highest (optional)`} empty={undefined} />
        </div>
      )}
      {field.type === 'waiver' && (
        <TextArea
          control={control}
          name={at('text')}
          label={t`Waiver text`}
          className="min-h-40"
          hint={t`People sign by typing their name. Changing the text of a published waiver asks earlier signers to sign again.`}
        />
      )}
      {field.type === 'payment' && (
        <div className="flex flex-col gap-3">
          <RadioGroup
            control={control}
            name={at('mode')}
            label={t`Amount`}
            variant="chip"
            options={amountModes.map((mode) => ({ value: mode.value, label: t(mode.label) }))}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <BuilderNumber
              control={control}
              name={at('amount')}
              label={field.mode === 'fixed' ? t`Amount (USD)` : t`Suggested amount (USD)`}
              empty={Number.NaN}
            />
            {field.mode === 'chosen' && (
              <>
                <BuilderNumber control={control} name={at('min')} label={t`Lowest (USD)`} empty={Number.NaN} />
                <BuilderNumber control={control} name={at('max')} label={t`Highest (USD)`} empty={Number.NaN} />
              </>
            )}
          </div>
          <p className="text-sm text-slate-600">
            <Trans>Paid at Stripe to your payout account (Settings, Subscriptions &amp; Payouts).</Trans>
          </p>
        </div>
      )}
    </article>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useFormState, type Control } from 'react-hook-form';
import type { FieldDef } from '@shared/schemas/form';
import { Checkbox, CheckboxGroup, DateTime, FieldError, RadioGroup, TextArea, TextField } from '@web/components/form';
import { labelClass } from '@web/components/ui';
import { formatDollars } from '../format-answer';
import type { FillValues } from '../fill-values';

type FillControl = Control<FillValues>;

const textTypes = { shortText: 'text', number: 'number', email: 'email', phone: 'tel' } as const;

/** One question of a form being filled, as its type asks: choices, a checkbox, a waiver to sign, a fee, or text. */
export function AnswerField({ control, field, signAgain }: { control: FillControl; field: FieldDef; signAgain: boolean }) {
  const { t } = useLingui();
  const name = field.id;
  const label = (
    <>
      {field.label}
      {field.required && field.type !== 'waiver' ? <span aria-hidden="true"> *</span> : null}
      {field.required && field.type !== 'waiver' ? <span className="sr-only"> {t`(required)`}</span> : null}
    </>
  );
  // The author's help text shows under the typed answers, as it always has.
  const hint = field.help || undefined;
  switch (field.type) {
    case 'singleChoice':
      return (
        <RadioGroup control={control} name={name} label={label} options={field.options.map((o) => ({ value: o, label: o }))} />
      );
    case 'multipleChoice':
      return (
        <CheckboxGroup
          control={control}
          name={name}
          label={label}
          options={field.options}
          optionsClassName="flex flex-col gap-1"
        />
      );
    case 'checkbox':
      return <Checkbox control={control} name={name} label={label} />;
    case 'waiver':
      return <WaiverField control={control} field={field} signAgain={signAgain} />;
    case 'payment': {
      const fieldLabel = field.label;
      const lowest = formatDollars(field.min ?? 1);
      const highest = formatDollars(field.max ?? 10_000);
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
          <TextField
            control={control}
            name={`${name}.amount`}
            label={t`${fieldLabel} (USD, ${lowest} to ${highest})`}
            type="number"
            inputMode="decimal"
            step="0.01"
            placeholder={String(field.amount)}
          />
          <AnswerError control={control} name={name} />
        </div>
      );
    }
    case 'date':
      return <DateTime control={control} name={name} label={label} hint={hint} type="date" />;
    case 'longText':
      return <TextArea control={control} name={name} label={label} hint={hint} className="min-h-28" />;
    default:
      return (
        <TextField
          control={control}
          name={name}
          label={label}
          hint={hint}
          type={textTypes[field.type]}
          autoComplete={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'off'}
        />
      );
  }
}

function WaiverField({
  control,
  field,
  signAgain,
}: {
  control: FillControl;
  field: Extract<FieldDef, { type: 'waiver' }>;
  signAgain: boolean;
}) {
  const { t } = useLingui();
  const fieldLabel = field.label;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{field.label}</legend>
      {signAgain && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
          <Trans>The waiver changed since you signed it: please read it and sign again.</Trans>
        </p>
      )}
      <div
        tabIndex={0}
        role="document"
        aria-label={t`${fieldLabel} text`}
        className="max-h-64 overflow-y-auto rounded-md bg-slate-50 p-3 whitespace-pre-line text-slate-800"
      >
        {field.text}
      </div>
      <Checkbox control={control} name={`${field.id}.agreed`} label={t`I have read and agree to this waiver`} />
      <TextField
        control={control}
        name={`${field.id}.name`}
        label={t`Type your full name to sign`}
        autoComplete="name"
        className="font-serif italic"
      />
      <AnswerError control={control} name={field.id} />
    </fieldset>
  );
}

/** A message about the whole answer ("Sign the waiver"), where its inputs hold its parts. */
function AnswerError({ control, name }: { control: FillControl; name: string }) {
  const { errors } = useFormState({ control, name });
  const message = errors[name]?.message;
  return typeof message === 'string' && message ? <FieldError>{message}</FieldError> : null;
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { familyRelations } from '@shared/schemas/family';
import { inputClass, labelClass, secondaryButton } from '@web/components/ui';
import { relationLabels, type FamilyRow, type RowErrors, type RowField } from '../family-rows';
import { UserSearch } from './user-search';

/** One unsaved family member: relation, registered or not, then the search or the person's details. */
export function NewMemberRow({
  uid,
  row,
  number,
  errors,
  onChange,
  onAnswer,
  onQuery,
  onPick,
  onUnpick,
  onRemove,
}: {
  uid: string;
  row: FamilyRow;
  number: number;
  errors: (RowErrors & { form?: string }) | undefined;
  onChange: (field: RowField, value: string) => void;
  onAnswer: (isGthUser: boolean) => void;
  onQuery: (query: string) => void;
  onPick: Parameters<typeof UserSearch>[0]['onPick'];
  onUnpick: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const title = t`New family member ${number}`;
  const field = (name: RowField, label: string, type: string, extra: { required?: boolean; min?: number; max?: number } = {}) => {
    const error = errors?.[name];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-${name}`} className={labelClass}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type={type}
          value={row[name]}
          onChange={(event) => onChange(name, event.target.value)}
          aria-required={extra.required}
          min={extra.min}
          max={extra.max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${id}-${name}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{title}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-relation`} className={labelClass}>
          <Trans>Relation</Trans>
        </label>
        <select
          id={`${id}-relation`}
          value={row.relation}
          onChange={(event) => onChange('relation', event.target.value)}
          aria-invalid={errors?.relation ? true : undefined}
          aria-describedby={errors?.relation ? `${id}-relation-error` : undefined}
          className={inputClass}
        >
          <option value="">{t`Choose a relation`}</option>
          {familyRelations.map((relation) => (
            <option key={relation} value={relation}>
              {t(relationLabels[relation])}
            </option>
          ))}
        </select>
        {errors?.relation && (
          <p id={`${id}-relation-error`} role="alert" className="text-sm font-medium text-red-700">
            {errors.relation}
          </p>
        )}
      </div>

      <div role="radiogroup" aria-labelledby={`${id}-registered`} className="flex flex-col gap-2">
        <p id={`${id}-registered`} className={labelClass}>
          <Trans>Is this person a registered user?</Trans>
        </p>
        <div className="flex gap-4">
          {[
            { value: true, label: t`Yes` },
            { value: false, label: t`No` },
          ].map((option) => (
            <label key={String(option.value)} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={`${id}-registered`}
                checked={row.isGthUser === option.value}
                onChange={() => onAnswer(option.value)}
                className="size-5 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </div>

      {row.isGthUser === true && (
        <UserSearch uid={uid} row={row} error={errors?.user} onQuery={onQuery} onPick={onPick} onUnpick={onUnpick} />
      )}
      {row.isGthUser === false && (
        <div className="grid gap-4 sm:grid-cols-2">
          {field('firstName', t`First name`, 'text', { required: true })}
          {field('lastName', t`Last name`, 'text', { required: true })}
          {field('phoneNumber', t`Phone number`, 'tel', { required: true })}
          {field('age', t`Age (optional)`, 'number', { min: 1, max: 120 })}
        </div>
      )}

      {errors?.form && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.form}
        </p>
      )}
      <div>
        <button type="button" className={secondaryButton} onClick={onRemove} aria-label={t`Remove new family member ${number}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Remove</Trans>
        </button>
      </div>
    </fieldset>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useController, useFormState, type Control, type FieldPath } from 'react-hook-form';
import type { FormContent, FormContentInput } from '@shared/schemas/form';
import { Field } from '@web/components/form';
import { inputClass } from '@web/components/ui';

/** The builder's form: the form being built (title, team, its fields), checked with the API's schema. */
export type BuilderControl = Control<FormContentInput, unknown, FormContent>;

/** The first message at or under a path of the builder's errors (an option's own message, say). */
function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message, ...rest } = node as Record<string, unknown>;
  if (typeof message === 'string' && message) return message;
  for (const [key, child] of Object.entries(rest)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * A number of the field being built (a range end, an amount). The form holds numbers, as the
 * API's schema does: an empty input is `empty` (no limit, or no amount yet).
 */
export function BuilderNumber({
  control,
  name,
  label,
  empty,
}: {
  control: BuilderControl;
  name: string;
  label: string;
  empty: undefined | number;
}) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name: name as FieldPath<FormContentInput> });
  const value = field.value as number | undefined;
  return (
    <Field label={label} error={fieldState.error?.message}>
      {(aria) => (
        <input
          {...aria}
          ref={ref}
          type="number"
          className={inputClass}
          value={value === undefined || Number.isNaN(value) ? '' : String(value)}
          onChange={(e) => field.onChange(e.target.value === '' ? empty : Number(e.target.value))}
          onBlur={field.onBlur}
        />
      )}
    </Field>
  );
}

/** A choice field's options, one per line; an option's own error shows under the list. */
export function BuilderOptions({
  control,
  name,
  minHeight = 'min-h-24',
}: {
  control: BuilderControl;
  name: string;
  minHeight?: string;
}) {
  const { t } = useLingui();
  const path = name as FieldPath<FormContentInput>;
  const {
    field: { ref, ...field },
  } = useController({ control, name: path });
  const { errors } = useFormState({ control, name: path });
  const error = firstMessage(
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors),
  );
  return (
    <Field label={t`Options, one per line`} error={error}>
      {(aria) => (
        <textarea
          {...aria}
          ref={ref}
          className={`${inputClass} ${minHeight} py-2`}
          value={(field.value as string[]).join('\n')}
          onChange={(e) => field.onChange(e.target.value.split('\n'))}
          onBlur={field.onBlur}
        />
      )}
    </Field>
  );
}

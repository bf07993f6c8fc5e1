import type { ReactNode } from 'react';
import type * as z from 'zod';
import { describedBy, FieldShell, useFieldIds } from '../../../../../components/form-field';

/** A labelled control with its hint and inline error; the control gets id and aria attributes. */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (control: ReturnType<typeof describedBy>) => ReactNode;
}) {
  const ids = useFieldIds();
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error}>
      {children(describedBy(ids, { hint, error }))}
    </FieldShell>
  );
}

/** The first message per top-level field of a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

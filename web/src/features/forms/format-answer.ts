import { formatCurrency } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { msg } from '@lingui/core/macro';
import type { FieldDef } from '@shared/schemas/form';

/** Form amounts are whole or decimal dollars; the app's formatter counts cents. */
export const formatDollars = (n: number) => formatCurrency(Math.round(n * 100));

/** An answer as text (the submissions table, the CSV export, the detail page). */
export function formatAnswer(field: FieldDef, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'checkbox':
      return i18n._(value === true ? msg`Yes` : msg`No`);
    case 'multipleChoice':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'waiver': {
      const v = value as { name?: string; agreed?: boolean };
      const name = v.name ?? '';
      return v.agreed ? i18n._(msg`Signed: ${name}`) : '';
    }
    case 'payment': {
      const amount = (value as { amount?: number }).amount ?? (field.mode === 'fixed' ? field.amount : undefined);
      return typeof amount === 'number' ? formatDollars(amount) : '';
    }
    default:
      return String(value);
  }
}

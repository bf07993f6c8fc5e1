import type { FieldDef } from '@shared/schemas/form';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatDollars = (n: number) => usd.format(n);

/** An answer as text (the submissions table, the CSV export, the detail page). */
export function formatAnswer(field: FieldDef, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'checkbox':
      return value === true ? 'Yes' : 'No';
    case 'multipleChoice':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'waiver': {
      const v = value as { name?: string; agreed?: boolean };
      return v.agreed ? `Signed: ${v.name ?? ''}` : '';
    }
    case 'payment': {
      const amount = (value as { amount?: number }).amount ?? (field.mode === 'fixed' ? field.amount : undefined);
      return typeof amount === 'number' ? formatDollars(amount) : '';
    }
    default:
      return String(value);
  }
}

import { i18n } from '@web/lib/i18n';
import { msg } from '@lingui/core/macro';
import Papa from 'papaparse';
import type { FieldDef } from '@shared/schemas/form';
import type { Submission } from './types';
import { formatAnswer } from './format-answer';

/**
 * The submissions as CSV (papaparse quotes commas, quotes and line breaks): one row each, with
 * who, when and payment first, then one column per field; waivers give the signed name, time and
 * waiver version. Cells that start with = + - @ are prefixed with ' so a spreadsheet does not run them.
 */
export function submissionsCsv(fields: readonly FieldDef[], rows: readonly Submission[]): string {
  const safe = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
  const header = [
    msg`Submitted at`,
    msg`For`,
    msg`Under 18`,
    msg`Submitted by`,
    msg`Amount`,
    msg`Payment`,
    msg`Form version`,
  ].map((m) => i18n._(m));
  header.push(...fields.map((f) => f.label));
  const data = rows.map((s) => [
    s.submittedAt,
    s.forName,
    i18n._(s.forMinor ? msg`Yes` : msg`No`),
    s.submitterName,
    s.payment ? s.payment.amount.toFixed(2) : '',
    s.payment ? s.payment.status : 'none',
    String(s.formVersion),
    ...fields.map((f) => {
      if (f.type === 'waiver') {
        const sig = s.signatures.find((x) => x.fieldId === f.id);
        if (!sig) return '';
        const { signedName, signedAt, waiverVersion } = sig;
        return i18n._(msg`${signedName} (${signedAt}, waiver version ${waiverVersion})`);
      }
      return formatAnswer(f, s.answers[f.id]);
    }),
  ]);
  return Papa.unparse({ fields: header, data: data.map((r) => r.map((c) => safe(c))) });
}

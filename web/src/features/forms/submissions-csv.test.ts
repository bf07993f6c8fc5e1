import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '@shared/schemas/form';
import type { Submission } from './types';
import { submissionsCsv } from './submissions-csv';

const fields: FieldDef[] = [
  { type: 'shortText', id: 'note', label: 'Notes, if any', required: false },
  { type: 'waiver', id: 'w', label: 'Waiver', required: true, text: 'I accept the risks of playing.' },
];
const row = (patch: Partial<Submission>): Submission => ({
  id: 's1',
  formId: 'f1',
  formVersion: 2,
  submitterId: 'u1',
  submitterName: 'Gwen',
  forName: 'Robin',
  forMemberId: 'c1',
  forMinor: true,
  answers: {},
  signatures: [{ fieldId: 'w', signedName: 'Gwen Guardian', signerId: 'u1', signedAt: '2026-11-25T10:00:00.000Z', formVersion: 2, waiverVersion: 3 }],
  payment: { amount: 25, status: 'paid', paidAt: '2026-11-25T10:01:00.000Z' },
  teamResult: null,
  submittedAt: '2026-11-25T10:00:00.000Z',
  ...patch,
});

describe('submissionsCsv', () => {
  it('writes one row per submission that a spreadsheet reads back intact', () => {
    const csv = submissionsCsv(fields, [row({ answers: { note: 'Left-handed, "fast", and\nkeen' } })]);
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual(['Submitted at', 'For', 'Under 18', 'Submitted by', 'Amount', 'Payment', 'Form version', 'Notes, if any', 'Waiver']);
    expect(parsed[1]).toEqual([
      '2026-11-25T10:00:00.000Z',
      'Robin',
      'Yes',
      'Gwen',
      '25.00',
      'paid',
      '2',
      'Left-handed, "fast", and\nkeen',
      'Gwen Guardian (2026-11-25T10:00:00.000Z, waiver version 3)',
    ]);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = submissionsCsv(fields, [row({ forName: '=HYPERLINK("http://evil")', answers: { note: '+1' } })]);
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[1]![1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(parsed[1]![7]).toBe(`'+1`);
  });
});

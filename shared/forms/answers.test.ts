import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../schemas/form';
import { amountDue, answersSchema } from './answers';

const fields: FieldDef[] = [
  { type: 'shortText', id: 'name', label: 'Player name', required: true },
  { type: 'number', id: 'age', label: 'Age', required: false, min: 5, max: 99 },
  { type: 'singleChoice', id: 'level', label: 'Level', required: true, options: ['Beginner', 'Advanced'] },
  { type: 'multipleChoice', id: 'days', label: 'Days', required: false, options: ['Mon', 'Wed', 'Fri'] },
  { type: 'checkbox', id: 'photo', label: 'Photos are fine', required: true },
  { type: 'email', id: 'mail', label: 'Parent e-mail', required: false },
  { type: 'date', id: 'dob', label: 'Birthdate', required: false },
  { type: 'waiver', id: 'waiver', label: 'Liability waiver', required: true, text: 'I accept the risks of playing pickleball.', waiverVersion: 2 },
  { type: 'payment', id: 'fee', label: 'Season fee', required: true, mode: 'chosen', amount: 40, min: 20, max: 100 },
];
const good = { name: 'Ada', level: 'Beginner', photo: true, waiver: { name: 'Grace Hopper', agreed: true }, fee: { amount: 35.5 } };
const issuesOf = (answers: Record<string, unknown>, mode: 'draft' | 'submit' = 'submit') => {
  const r = answersSchema(fields, mode).safeParse(answers);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('answersSchema', () => {
  it('takes a complete, valid submission', () => {
    expect(issuesOf(good)).toEqual([]);
    expect(issuesOf({ ...good, age: 12, days: ['Mon', 'Fri'], mail: 'mum@example.com', dob: '2014-05-01' })).toEqual([]);
  });

  it('names each missing required answer, the unsigned waiver and the missing amount', () => {
    expect(issuesOf({})).toEqual([
      ['name', 'Player name is required'],
      ['level', 'Level is required'],
      ['photo', 'Photos are fine is required'],
      ['waiver', 'Sign the waiver'],
      ['fee', 'Season fee is required'],
    ]);
    expect(issuesOf({ ...good, name: '   ' })).toEqual([['name', 'Player name is required']]);
  });

  it('checks types, choices, ranges and lengths', () => {
    expect(issuesOf({ ...good, age: 3 })).toEqual([['age', 'At least 5']]);
    expect(issuesOf({ ...good, age: '12' })).toEqual([['age', 'Enter a number']]);
    expect(issuesOf({ ...good, level: 'Pro' })).toEqual([['level', 'Choose one of the options']]);
    expect(issuesOf({ ...good, days: ['Mon', 'Mon'] })).toEqual([['days', 'Choose each option once']]);
    expect(issuesOf({ ...good, mail: 'nope' })).toEqual([['mail', 'Enter a valid e-mail address']]);
    expect(issuesOf({ ...good, dob: '2014-02-31x' })).toContainEqual(['dob', 'Enter a date']);
    expect(issuesOf({ ...good, dob: '2014-02-31' })).toEqual([['dob', 'Enter a real date']]);
    expect(issuesOf({ ...good, name: 'x'.repeat(301) })).toEqual([['name', 'At most 300 characters']]);
    expect(issuesOf({ ...good, fee: { amount: 500 } })).toEqual([['fee.amount', 'At most $100']]);
    expect(issuesOf({ ...good, fee: { amount: 20.005 } })).toEqual([['fee.amount', 'Whole cents only']]);
  });

  it('wants a typed name and the agreement box for a signature', () => {
    expect(issuesOf({ ...good, waiver: { name: 'G', agreed: true } })).toEqual([['waiver.name', 'Type your full name to sign']]);
    expect(issuesOf({ ...good, waiver: { name: 'Grace Hopper', agreed: false } })).toEqual([['waiver.agreed', 'Tick the box to agree']]);
  });

  it('refuses answers to fields the form does not have', () => {
    expect(issuesOf({ ...good, extra: 'x' })[0]?.[1]).toMatch(/Unrecognized key/);
  });

  it('lets a draft be incomplete but not wrong', () => {
    expect(issuesOf({ name: 'Ada' }, 'draft')).toEqual([]);
    expect(issuesOf({ waiver: { name: 'Gr' } }, 'draft')).toEqual([]);
    expect(issuesOf({ level: 'Pro' }, 'draft')).toEqual([['level', 'Choose one of the options']]);
  });
});

describe('amountDue', () => {
  it('is the fixed amount, the chosen amount, or nothing', () => {
    expect(amountDue(fields, good)).toBe(35.5);
    expect(amountDue([{ type: 'payment', id: 'fee', label: 'Fee', required: true, mode: 'fixed', amount: 25 }], {})).toBe(25);
    expect(amountDue(fields.slice(0, 3), good)).toBe(0);
  });

  it('asks nothing for a fixed, required payment', () => {
    const fixed: FieldDef[] = [{ type: 'payment', id: 'fee', label: 'Fee', required: true, mode: 'fixed', amount: 25 }];
    expect(answersSchema(fixed, 'submit').safeParse({}).success).toBe(true);
  });
});

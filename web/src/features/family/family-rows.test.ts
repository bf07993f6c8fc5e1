import { describe, expect, it } from 'vitest';
import { settingsMessages } from '@shared/constants/messages';
import { canSave, emptyRow, familyRowsReducer, rowToInput, saveButtonLabel, saveOutcomeMessages, type FamilyRow } from './family-rows';

const picked = { uid: 'user-2', displayName: 'Pat' };
const run = (...actions: Parameters<typeof familyRowsReducer>[1][]) => actions.reduce(familyRowsReducer, [] as FamilyRow[]);

describe('family rows', () => {
  it('starts a new row unanswered, with no relation', () => {
    const [row] = run({ type: 'add', id: 'a' });
    expect(row).toMatchObject({ id: 'a', relation: '', isGthUser: null, picked: null });
  });

  it('answering again with the other choice clears what the first branch held, keeping the relation', () => {
    const rows = run(
      { type: 'add', id: 'a' },
      { type: 'set', id: 'a', field: 'relation', value: 'child' },
      { type: 'answer', id: 'a', isGthUser: true },
      { type: 'query', id: 'a', query: 'pat@example.com' },
      { type: 'pick', id: 'a', user: picked },
      { type: 'answer', id: 'a', isGthUser: false },
    );
    expect(rows[0]).toMatchObject({ relation: 'child', isGthUser: false, query: '', picked: null });
  });

  it('typing a new search drops the earlier pick', () => {
    const rows = run(
      { type: 'add', id: 'a' },
      { type: 'answer', id: 'a', isGthUser: true },
      { type: 'pick', id: 'a', user: picked },
      { type: 'query', id: 'a', query: 'someone else' },
    );
    expect(rows[0]?.picked).toBeNull();
  });

  it('removes an unsaved row locally and drops saved rows after a save', () => {
    const rows = run({ type: 'add', id: 'a' }, { type: 'add', id: 'b' }, { type: 'add', id: 'c' }, { type: 'remove', id: 'b' });
    expect(rows.map((r) => r.id)).toEqual(['a', 'c']);
    expect(familyRowsReducer(rows, { type: 'saved', ids: ['a'] }).map((r) => r.id)).toEqual(['c']);
  });
});

describe('the save button', () => {
  const registered = { ...emptyRow('r'), isGthUser: true };
  const other = { ...emptyRow('o'), isGthUser: false };

  it("reads 'Send Request' when any unsaved member is a registered user, else 'Save Changes'", () => {
    expect(saveButtonLabel([other])).toBe('Save Changes');
    expect(saveButtonLabel([])).toBe('Save Changes');
    expect(saveButtonLabel([other, registered])).toBe('Send Request');
  });

  it('is disabled while saving, while any row lacks its Yes/No answer, or with nothing to save', () => {
    expect(canSave([other, registered], false)).toBe(true);
    expect(canSave([other, registered], true)).toBe(false);
    expect(canSave([other, emptyRow('x')], false)).toBe(false);
    expect(canSave([], false)).toBe(false);
  });
});

describe('rowToInput', () => {
  it('asks to search when a registered row has no search, and to pick when it has one', () => {
    const row = { ...emptyRow('a'), relation: 'parent' as const, isGthUser: true };
    expect(rowToInput(row)).toEqual({ ok: false, errors: { user: settingsMessages.searchAndSelectUser } });
    expect(rowToInput({ ...row, query: 'pat@example.com' })).toEqual({ ok: false, errors: { user: settingsMessages.selectUserFromResults } });
    expect(rowToInput({ ...row, picked })).toEqual({ ok: true, input: { isGthUser: true, relation: 'parent', userId: 'user-2' } });
  });

  it('needs a relation, first name, last name and phone for a non-registered member; age 1-120 is optional', () => {
    const row = { ...emptyRow('a'), isGthUser: false };
    const result = rowToInput(row);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['firstName', 'lastName', 'phoneNumber', 'relation']);

    const filled = { ...row, relation: 'sibling' as const, firstName: ' Kim ', lastName: 'Lee', phoneNumber: '555-0100' };
    expect(rowToInput(filled)).toEqual({
      ok: true,
      input: { isGthUser: false, relation: 'sibling', firstName: 'Kim', lastName: 'Lee', phoneNumber: '555-0100', age: null },
    });
    expect(rowToInput({ ...filled, age: '121' })).toMatchObject({ ok: false, errors: { age: 'Age must be between 1 and 120' } });
    expect(rowToInput({ ...filled, age: '0' })).toMatchObject({ ok: false, errors: { age: 'Age must be between 1 and 120' } });
    expect(rowToInput({ ...filled, age: '12' })).toMatchObject({ ok: true, input: { age: 12 } });
  });
});

describe('saveOutcomeMessages', () => {
  it('says a request was sent for registered members and the family was updated for the others', () => {
    expect(saveOutcomeMessages([{ registered: true, ok: true }, { registered: false, ok: true }])).toEqual({
      success: [settingsMessages.connectionRequestSent, settingsMessages.familyUpdated],
      failure: [],
    });
  });

  it('names each kind of failure', () => {
    expect(saveOutcomeMessages([{ registered: true, ok: false }, { registered: false, ok: false }])).toEqual({
      success: [],
      failure: [settingsMessages.connectionRequestFailed, settingsMessages.familyUpdateFailed],
    });
  });
});

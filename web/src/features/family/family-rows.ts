import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  familyMemberInput,
  newFamilyMemberId,
  type FamilyCandidateDto,
  type FamilyMemberInput,
  type FamilyRelation,
} from '@shared/schemas/family';
import { i18n } from '@web/lib/i18n';

/** A user picked from the search (a registered member): what the search answers, id and name. */
export type PickedUser = FamilyCandidateDto;

/**
 * One unsaved family row (spec §3 form row, §4 family row states): unanswered (isGthUser null),
 * then registered (search, pick) or non-registered (name, phone, optional age). Saved members
 * come from the server and are not rows here.
 */
export interface FamilyRow {
  id: string;
  relation: FamilyRelation | '';
  isGthUser: boolean | null;
  query: string;
  picked: PickedUser | null;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  age: string;
}

export type RowField = 'relation' | 'firstName' | 'lastName' | 'phoneNumber' | 'age';

export type FamilyRowAction =
  | { type: 'add'; id?: string }
  | { type: 'remove'; id: string }
  | { type: 'answer'; id: string; isGthUser: boolean }
  | { type: 'set'; id: string; field: RowField; value: string }
  | { type: 'query'; id: string; query: string }
  | { type: 'pick'; id: string; user: PickedUser }
  | { type: 'unpick'; id: string }
  | { type: 'saved'; ids: readonly string[] };

export function emptyRow(id: string = newFamilyMemberId()): FamilyRow {
  return { id, relation: '', isGthUser: null, query: '', picked: null, firstName: '', lastName: '', phoneNumber: '', age: '' };
}

export function familyRowsReducer(rows: FamilyRow[], action: FamilyRowAction): FamilyRow[] {
  const update = (id: string, change: (row: FamilyRow) => FamilyRow) => rows.map((row) => (row.id === id ? change(row) : row));
  switch (action.type) {
    case 'add':
      return [...rows, emptyRow(action.id)];
    case 'remove':
      return rows.filter((row) => row.id !== action.id);
    case 'answer':
      // Changing the answer starts that branch afresh: a pick or typed name never leaks across.
      return update(action.id, (row) =>
        row.isGthUser === action.isGthUser ? row : { ...emptyRow(row.id), relation: row.relation, isGthUser: action.isGthUser },
      );
    case 'set':
      return update(action.id, (row) => ({ ...row, [action.field]: action.value }));
    case 'query':
      // Typing again means the earlier pick no longer stands.
      return update(action.id, (row) => ({ ...row, query: action.query, picked: null }));
    case 'pick':
      return update(action.id, (row) => ({ ...row, picked: action.user }));
    case 'unpick':
      return update(action.id, (row) => ({ ...row, picked: null }));
    case 'saved':
      return rows.filter((row) => !action.ids.includes(row.id));
  }
}

/** Spec §2: 'Send Request' when any unsaved member is a registered user not yet confirmed. */
export function saveButtonLabel(rows: readonly FamilyRow[]): 'Send Request' | 'Save Changes' {
  // Which label, not its text: the card shows each in the reader's language.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return rows.some((row) => row.isGthUser === true) ? 'Send Request' : 'Save Changes';
}

/** Spec §5: disabled while saving or while any row lacks its Yes/No answer (and with nothing to save). */
export function canSave(rows: readonly FamilyRow[], saving: boolean): boolean {
  return !saving && rows.length > 0 && rows.every((row) => row.isGthUser !== null);
}

export type RowErrors = Partial<Record<RowField | 'user', string>>;

/** The row as the create route takes it, or the messages to show beside its fields. */
export function rowToInput(row: FamilyRow): { ok: true; input: FamilyMemberInput } | { ok: false; errors: RowErrors } {
  if (row.isGthUser === true && !row.picked) {
    const errors: RowErrors = {
      user:
        row.query.trim() === ''
          ? i18n._(msg`Please search and select a user`)
          : i18n._(msg`Please select a user from the search results`),
    };
    if (!row.relation) errors.relation = i18n._(msg`Relation is required`);
    return { ok: false, errors };
  }
  const age = row.age.trim();
  const candidate =
    row.isGthUser === true
      ? { isGthUser: true, relation: row.relation || undefined, userId: row.picked?.uid ?? '' }
      : {
          isGthUser: false,
          relation: row.relation || undefined,
          firstName: row.firstName,
          lastName: row.lastName,
          phoneNumber: row.phoneNumber,
          age: age === '' ? null : Number(age),
        };
  const parsed = familyMemberInput.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: RowErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'userId') errors.user ??= issue.message;
    else if (field === 'relation' || field === 'firstName' || field === 'lastName' || field === 'phoneNumber' || field === 'age')
      errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Which messages a save run earns (spec §8): one per kind of outcome. */
export function saveOutcomeMessages(results: readonly { registered: boolean; ok: boolean }[]): {
  success: string[];
  failure: string[];
} {
  const success: string[] = [];
  const failure: string[] = [];
  if (results.some((r) => r.ok && r.registered)) success.push(i18n._(msg`Connection request sent`));
  if (results.some((r) => r.ok && !r.registered)) success.push(i18n._(msg`Family members updated successfully`));
  if (results.some((r) => !r.ok && r.registered)) failure.push(i18n._(msg`Failed to send connection request`));
  if (results.some((r) => !r.ok && !r.registered)) failure.push(i18n._(msg`Failed to update family members`));
  return { success, failure };
}

export const relationLabels: Record<FamilyRelation, MessageDescriptor> = {
  parent: msg`Parent`,
  child: msg`Child`,
  spouse: msg`Spouse`,
  sibling: msg`Sibling`,
  guardian: msg`Guardian`,
  other: msg`Other`,
};

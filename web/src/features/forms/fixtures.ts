import type { FieldDef } from '@shared/schemas/form';
import type { FillForm, FormDto } from './types';

/** The fields of the club registration form: a name, an age range, a choice, a waiver and a fee chosen by the person. */
export const registrationFields: FieldDef[] = [
  { id: 'name', type: 'shortText', label: 'Emergency contact', required: true, help: 'Someone we can call on game day.' },
  { id: 'age', type: 'number', label: 'Age', required: false, min: 5, max: 99 },
  { id: 'shirt', type: 'singleChoice', label: 'Shirt size', required: true, options: ['S', 'M', 'L'] },
  { id: 'waiver', type: 'waiver', label: 'Waiver', required: true, text: 'I play at my own risk and will respect the rules.' },
  { id: 'fee', type: 'payment', label: 'Fee', required: true, mode: 'chosen', amount: 20, min: 5, max: 50 },
];

/** A published form to fill, as getFormToFill sends it: no drafts, nothing signed yet. */
export function fillFormDto(overrides: Partial<FillForm> = {}): FillForm {
  return {
    id: 'form-1',
    version: 1,
    content: {
      title: 'Club registration',
      description: '',
      audience: 'anyone',
      teamId: null,
      teamRegistration: false,
      fields: registrationFields,
    },
    ownerId: 'owner-1',
    teamName: null,
    drafts: [],
    signed: [],
    callerIsMinor: false,
    ...overrides,
  };
}

/** A draft form in the builder, as getFormForBuilder sends it: a title and one question. */
export function builderFormDto(overrides: Partial<FormDto> = {}): FormDto {
  return {
    id: 'form-1',
    ownerId: 'user-1',
    teamName: null,
    status: 'draft',
    draft: {
      title: 'Club registration',
      description: '',
      audience: 'anyone',
      teamId: null,
      teamRegistration: false,
      fields: [{ id: 'name', type: 'shortText', label: 'Emergency contact', required: true }],
    },
    published: null,
    publishedVersion: null,
    unpublishedChanges: false,
    submissionCount: 0,
    version: 2,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

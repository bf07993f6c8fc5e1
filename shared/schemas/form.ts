import * as z from 'zod';
import { multiLineText, singleLineText } from './text';
import { idParam, storable, withinKb } from './common';

/**
 * Forms and waivers. A form is a list of fields; the builder edits a draft, publishing
 * freezes a snapshot (`publishedVersion`) that people fill. Answers are checked against the
 * snapshot by shared/forms/answers.ts on the client and the server alike.
 */
export const fieldTypes = ['shortText', 'longText', 'number', 'date', 'singleChoice', 'multipleChoice', 'checkbox', 'email', 'phone', 'waiver', 'payment'] as const;
export type FieldType = (typeof fieldTypes)[number];
export const fieldTypeLabels: Record<FieldType, string> = {
  shortText: 'Short text',
  longText: 'Long text',
  number: 'Number',
  date: 'Date',
  singleChoice: 'Single choice',
  multipleChoice: 'Multiple choice',
  checkbox: 'Checkbox',
  email: 'E-mail',
  phone: 'Phone',
  waiver: 'Waiver (typed-name signature)',
  payment: 'Payment',
};

export const FORM_LIMITS = { fields: 50, options: 30, waiverText: 20_000, shortText: 300, longText: 5_000, maxAmount: 10_000 } as const;

const fieldId = z.string().max(16, { error: 'Invalid field id', abort: true }).regex(/^[a-z0-9]{1,16}$/, 'Invalid field id');
const label = singleLineText(200, { min: 1, minMessage: 'Every field needs a label' });
const base = { id: fieldId, label, required: z.boolean(), help: multiLineText(300).optional() };
const options = z
  .array(singleLineText(100, { min: 1, minMessage: 'Options cannot be empty' }))
  .min(2, 'Give at least two options')
  .max(FORM_LIMITS.options)
  .refine((list) => new Set(list).size === list.length, 'Options must differ');
/** US dollars, to the cent. */
const dollars = z.number().min(1, 'At least $1').max(FORM_LIMITS.maxAmount).multipleOf(0.01, 'Whole cents only');

export const fieldDef = z.discriminatedUnion('type', [
  z.object({ type: z.literal('shortText'), ...base }),
  z.object({ type: z.literal('longText'), ...base }),
  z.object({ type: z.literal('number'), ...base, min: storable().optional(), max: storable().optional() }),
  z.object({ type: z.literal('date'), ...base }),
  z.object({ type: z.literal('singleChoice'), ...base, options }),
  z.object({ type: z.literal('multipleChoice'), ...base, options }),
  z.object({ type: z.literal('checkbox'), ...base }),
  z.object({ type: z.literal('email'), ...base }),
  z.object({ type: z.literal('phone'), ...base }),
  z.object({
    type: z.literal('waiver'),
    ...base,
    text: multiLineText(FORM_LIMITS.waiverText, { min: 20, minMessage: 'Write the waiver text (at least 20 characters)' }),
    /** Set by the server: goes up when a published waiver's text changes, so earlier signers sign again. */
    waiverVersion: z.number().int().min(1).optional(),
  }),
  z.object({
    type: z.literal('payment'),
    ...base,
    mode: z.enum(['fixed', 'chosen']),
    /** fixed: the amount; chosen: the suggested amount. */
    amount: dollars,
    min: dollars.optional(),
    max: dollars.optional(),
  }),
]);
export type FieldDef = z.infer<typeof fieldDef>;

/** Who may open and fill a form: any signed-in person, or members of its team only. */
export const formAudiences = ['anyone', 'team'] as const;

export const formContent = z
  .object({
    title: singleLineText(120, { min: 3, minMessage: 'Title: 3 to 120 characters', maxMessage: 'Title: 3 to 120 characters' }),
    description: multiLineText(2000).default(''),
    audience: z.enum(formAudiences).default('anyone'),
    /** The team the form belongs to (its admins manage it and read its submissions); null: the creator's own. */
    teamId: idParam.nullable().default(null),
    /** Completing it adds the person to the team (form/{formId}/team-form-add/{userId}). */
    teamRegistration: z.boolean().default(false),
    fields: z.array(fieldDef).max(FORM_LIMITS.fields, `At most ${FORM_LIMITS.fields} fields`),
  })
  .superRefine((f, ctx) => {
    const ids = new Set<string>();
    f.fields.forEach((field, i) => {
      if (ids.has(field.id)) ctx.addIssue({ code: 'custom', path: ['fields', i, 'id'], message: 'Field ids must differ' });
      ids.add(field.id);
      if (field.type === 'payment' && field.mode === 'chosen') {
        if (field.min === undefined || field.max === undefined) ctx.addIssue({ code: 'custom', path: ['fields', i, 'min'], message: 'Give the lowest and highest amount' });
        else if (field.min > field.max) ctx.addIssue({ code: 'custom', path: ['fields', i, 'max'], message: 'The highest amount must be at least the lowest' });
        else if (field.amount < field.min || field.amount > field.max) ctx.addIssue({ code: 'custom', path: ['fields', i, 'amount'], message: 'The suggested amount must be between the lowest and highest' });
      }
      if (field.type === 'number' && field.min !== undefined && field.max !== undefined && field.min > field.max) {
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'max'], message: 'The highest number must be at least the lowest' });
      }
    });
    if (f.fields.filter((x) => x.type === 'payment').length > 1) ctx.addIssue({ code: 'custom', path: ['fields'], message: 'A form takes one payment' });
    if (f.audience === 'team' && !f.teamId) ctx.addIssue({ code: 'custom', path: ['audience'], message: 'Choose the team whose members may fill it' });
    if (f.teamRegistration && !f.teamId) ctx.addIssue({ code: 'custom', path: ['teamRegistration'], message: 'Choose the team people register for' });
    if (f.teamRegistration && f.audience === 'team') ctx.addIssue({ code: 'custom', path: ['audience'], message: 'A registration form is for people who are not members yet: open it to anyone' });
  });
export type FormContent = z.infer<typeof formContent>;
export type FormContentInput = z.input<typeof formContent>;

export const formParams = z.object({ formId: idParam });
export const submissionParams = z.object({ formId: idParam, submissionId: idParam });

export const createFormInput = z.strictObject({ teamId: idParam.nullable().optional() });
/** A form's item holds its draft and its published copy: each at most 150 KB. */
export const saveFormInput = z.object({ content: withinKb(formContent, 150), version: z.number().int().min(1) });
export const publishFormInput = z.object({ version: z.number().int().min(1) });

export const formDto = z.object({
  id: z.string(),
  ownerId: z.string(),
  teamName: z.string().nullable(),
  status: z.enum(['draft', 'published', 'closed']),
  /** The builder's copy. */
  draft: formContent,
  /** The snapshot people fill, and its version (null before the first publish). */
  published: formContent.nullable(),
  publishedVersion: z.number().int().nullable(),
  /** The draft differs from the published snapshot. */
  unpublishedChanges: z.boolean(),
  submissionCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FormDto = z.infer<typeof formDto>;

export const myFormsDto = z.object({
  items: z.array(
    z.object({ id: z.string(), title: z.string(), status: z.enum(['draft', 'published', 'closed']), teamName: z.string().nullable(), submissionCount: z.number().int(), updatedAt: z.string() }),
  ),
});

/** Who a submission is for: the person filling it (null), or one of their family members. */
export const subjectInput = z.object({ forMemberId: idParam.nullable().default(null) });

export const answersInput = z.record(z.string().max(64), z.unknown());
export const saveAnswersInput = subjectInput.extend({ answers: withinKb(answersInput, 200) });
export const submitFormInput = subjectInput.extend({ answers: withinKb(answersInput, 200), joinTeam: z.boolean().default(false) });

export const signatureDto = z.object({
  fieldId: z.string(),
  signedName: z.string(),
  signerId: z.string(),
  signedAt: z.string(),
  formVersion: z.number().int(),
  waiverVersion: z.number().int(),
});
export const paymentStateDto = z.object({ amount: z.number(), status: z.enum(['unpaid', 'paid']), paidAt: z.string().nullable() });

export const submissionDto = z.object({
  id: z.string(),
  formId: z.string(),
  formVersion: z.number().int(),
  submitterId: z.string(),
  submitterName: z.string(),
  forName: z.string(),
  /** The family member it was filled for (null: the submitter). */
  forMemberId: z.string().nullable(),
  forMinor: z.boolean(),
  answers: answersInput,
  signatures: z.array(signatureDto),
  payment: paymentStateDto.nullable(),
  /** Completing a team registration form: member, pending approval, or already a member. */
  teamResult: z.enum(['member', 'pending', 'already']).nullable(),
  submittedAt: z.string(),
});
export type SubmissionDto = z.infer<typeof submissionDto>;
export const submissionsDto = z.object({ items: z.array(submissionDto) });
export const submissionDetailDto = z.object({ submission: submissionDto, fields: z.array(fieldDef), formTitle: z.string() });

/** What the fill page needs: the snapshot, and the caller's drafts and earlier waiver signatures. */
export const fillFormDto = z.object({
  id: z.string(),
  version: z.number().int(),
  content: formContent,
  ownerId: z.string(),
  teamName: z.string().nullable(),
  drafts: z.array(z.object({ forMemberId: z.string().nullable(), answers: answersInput, savedAt: z.string() })),
  /** The latest signature per (subject, waiver field), to ask for a new one when the waiver changed. */
  signed: z.array(z.object({ forMemberId: z.string().nullable(), fieldId: z.string(), waiverVersion: z.number().int(), signedAt: z.string() })),
  /** The caller is under 18 (from their birthdate): they cannot sign a waiver for themselves. */
  callerIsMinor: z.boolean(),
});
export type FillFormDto = z.infer<typeof fillFormDto>;
export const draftSavedDto = z.object({ savedAt: z.string() });

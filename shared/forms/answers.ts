import * as z from 'zod';
import { emailAddress, multiLineText, singleLineText } from '../schemas/text';
import { storable } from '../schemas/common';
import { FORM_LIMITS, type FieldDef } from '../schemas/form';

/**
 * The answers schema of a form version, built from its fields, used by the fill page (through
 * zodResolver-like checks) and by the server before anything is stored. `draft` accepts missing
 * answers (save and resume); `submit` enforces required fields and complete signatures.
 */
export type AnswerMode = 'draft' | 'submit';

const isoDate = z.string().max(10, { error: 'Enter a date', abort: true }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date').refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Enter a real date');

export const signatureAnswer = z.object({
  name: singleLineText(100, { min: 2, minMessage: 'Type your full name to sign' }),
  agreed: z.literal(true, { error: 'Tick the box to agree' }),
});

function answerSchema(field: FieldDef, mode: AnswerMode): z.ZodType {
  switch (field.type) {
    case 'shortText':
      return singleLineText(FORM_LIMITS.shortText, { maxMessage: `At most ${FORM_LIMITS.shortText} characters` });
    case 'longText':
      return multiLineText(FORM_LIMITS.longText, { maxMessage: `At most ${FORM_LIMITS.longText} characters` });
    case 'number': {
      let n = storable(z.number({ error: 'Enter a number' }));
      if (field.min !== undefined) n = n.min(field.min, `At least ${field.min}`);
      if (field.max !== undefined) n = n.max(field.max, `At most ${field.max}`);
      return n;
    }
    case 'date':
      return isoDate;
    case 'singleChoice':
      return z.enum(field.options as [string, ...string[]], { error: 'Choose one of the options' });
    case 'multipleChoice':
      return z
        .array(z.enum(field.options as [string, ...string[]], { error: 'Choose from the options' }))
        .refine((list) => new Set(list).size === list.length, 'Choose each option once');
    case 'checkbox':
      return z.boolean();
    case 'email':
      return emailAddress(254, 'Enter a valid e-mail address');
    case 'phone':
      return z
        .string()
        .trim()
        .max(30, { error: 'Enter a valid phone number', abort: true })
        .regex(/^\+?[\d\s().-]{7,20}$/, 'Enter a valid phone number');
    case 'waiver':
      return mode === 'submit' ? signatureAnswer : signatureAnswer.partial().extend({ agreed: z.boolean().optional() });
    case 'payment':
      if (field.mode === 'fixed') return z.object({ amount: z.literal(field.amount).optional() }).optional();
      return z.object({
        amount: z
          .number({ error: 'Enter an amount' })
          .min(field.min ?? 1, `At least $${field.min ?? 1}`)
          .max(field.max ?? FORM_LIMITS.maxAmount, `At most $${field.max ?? FORM_LIMITS.maxAmount}`)
          .multipleOf(0.01, 'Whole cents only'),
      });
  }
}

/** Empty answers count as not given: '', [], false for a required checkbox, null. */
export function isEmptyAnswer(field: FieldDef, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (field.type === 'checkbox') return value !== true;
  return false;
}

export function answersSchema(fields: readonly FieldDef[], mode: AnswerMode) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const schema = answerSchema(field, mode);
    // Waivers are always signed; a payment needs an answer only when the person chooses the amount.
    const needed = mode === 'submit' && (field.type === 'payment' ? field.mode === 'chosen' : field.required || field.type === 'waiver');
    shape[field.id] = needed
      ? z.unknown().superRefine((value, ctx) => {
          if (isEmptyAnswer(field, value)) {
            ctx.addIssue({ code: 'custom', message: field.type === 'waiver' ? 'Sign the waiver' : `${field.label} is required` });
            return;
          }
          const parsed = schema.safeParse(value);
          if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
        })
      : z.preprocess((v) => (v === '' || v === null || (Array.isArray(v) && v.length === 0) ? undefined : v), schema.optional());
  }
  // Unknown keys are refused, so a stale client cannot store answers to fields that no longer exist.
  return z.strictObject(shape);
}

/** What a submission costs (US dollars), from the form and the answers; 0 without a payment field. */
export function amountDue(fields: readonly FieldDef[], answers: Record<string, unknown>): number {
  const payment = fields.find((f) => f.type === 'payment');
  if (!payment || payment.type !== 'payment') return 0;
  if (payment.mode === 'fixed') return payment.amount;
  const chosen = (answers[payment.id] as { amount?: unknown } | undefined)?.amount;
  return typeof chosen === 'number' ? chosen : 0;
}

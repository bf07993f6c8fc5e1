import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod';
import { answersSchema, type AnswerMode } from '@shared/forms/answers';
import type { FieldDef } from '@shared/schemas/form';

/** What the fill form holds, one entry per field id: numbers as typed (text), the rest as answered. */
export type FillValues = Record<string, unknown>;

/** The answers the API takes, by field id. */
export type Answers = Record<string, unknown>;

const numberOf = (text: unknown) => (typeof text === 'string' ? (text.trim() === '' ? undefined : Number(text)) : text);

/**
 * The form's values as answers: typed numbers become numbers (empty: no answer), an amount left
 * empty is no payment answer, and a waiver nobody touched is unsigned rather than half signed.
 */
export function toAnswers(fields: readonly FieldDef[], values: FillValues): Answers {
  const answers: Answers = { ...values };
  for (const field of fields) {
    const value = values[field.id];
    if (field.type === 'number') answers[field.id] = numberOf(value);
    if (field.type === 'payment' && value !== undefined) {
      const amount = numberOf((value as { amount?: unknown }).amount);
      answers[field.id] = amount === undefined ? undefined : { amount };
    }
    if (field.type === 'waiver' && value !== undefined && Object.values(value as object).every((v) => v === undefined)) {
      answers[field.id] = undefined;
    }
  }
  return answers;
}

/**
 * The fill form's resolver, built from the form's own fields: the shared answer rules the API
 * applies, as a draft (missing answers allowed) or for sending, whichever `checkAs` chose last.
 */
export function fillChecks(fields: readonly FieldDef[]): { resolver: Resolver<FillValues>; checkAs: (mode: AnswerMode) => void } {
  const checks = {
    draft: zodResolver(
      z
        .record(z.string(), z.unknown())
        .transform((v) => toAnswers(fields, v))
        .pipe(answersSchema(fields, 'draft')),
    ),
    submit: zodResolver(
      z
        .record(z.string(), z.unknown())
        .transform((v) => toAnswers(fields, v))
        .pipe(answersSchema(fields, 'submit')),
    ),
  };
  let mode: AnswerMode = 'submit';
  return {
    checkAs: (next) => {
      mode = next;
    },
    resolver: async (values, context, options) => {
      const result = await checks[mode](values, context, options);
      // The form sends what was answered (toAnswers), not the parsed copy: the API parses it again.
      return result.errors && Object.keys(result.errors).length > 0
        ? { values: {}, errors: result.errors }
        : { values, errors: {} };
    },
  };
}

/** The name of the input to put the focus on for a field's error (a signature's or amount's own input). */
export function focusTarget(field: FieldDef, errors: FieldErrors<FillValues>): string {
  const error = errors[field.id] as Record<string, unknown> | undefined;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- input names, not text
  if (field.type === 'waiver') return error?.agreed && !error.name ? `${field.id}.agreed` : `${field.id}.name`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an input name, not text
  if (field.type === 'payment') return `${field.id}.amount`;
  return field.id;
}

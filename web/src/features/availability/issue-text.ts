import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { availabilityErrors } from '@shared/schemas/availability';
import { i18n } from '@web/lib/i18n';

/**
 * The shared availability schema words its rules in English (the spec's text, also what the API
 * answers). These are the same messages for the catalogue, so the form shows them in the app's
 * language; issue-text.test.ts keeps the English of each equal to the schema's.
 */
export const availabilityErrorTexts: Record<keyof typeof availabilityErrors, MessageDescriptor> = {
  endTimeBeforeStartTime: msg`End time must be later than start time.`,
  overlapping: msg`Overlapping times with another range.`,
  startRequired: msg`Start time is required.`,
  endRequired: msg`End time is required.`,
  dateRequired: msg`Date is required.`,
  startBeforeToday: msg`Start date cannot be in the past.`,
  rangeTooLong: msg`The date range can be at most one month.`,
  endBeforeStart: msg`End date must be on or after the start date.`,
  dayWithoutRange: msg`Every day needs at least one time range.`,
  locationRequired: msg`Choose where you are travelling to.`,
};

/** Messages the schema writes inline rather than through `availabilityErrors`. */
export const availabilityInlineTexts: MessageDescriptor[] = [
  msg`Use a time like 17:00`,
  msg`Use a date like 2026-12-01`,
  msg`A trip needs an end date.`,
  msg`This day is outside the chosen dates.`,
];

const byEnglish = new Map<string, MessageDescriptor>([
  ...(Object.keys(availabilityErrorTexts) as (keyof typeof availabilityErrors)[]).map(
    (key) => [availabilityErrors[key], availabilityErrorTexts[key]] as const,
  ),
  ...availabilityInlineTexts.map((text) => [text.message ?? '', text] as const),
]);

/** A rule's message in the app's language; a message it does not know (the server's) as it came. */
export function issueText(message: string): string;
export function issueText(message: string | undefined): string | undefined;
export function issueText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const text = byEnglish.get(message);
  return text ? i18n._(text) : message;
}

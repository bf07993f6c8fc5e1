import { msg } from '@lingui/core/macro';

/** Answers to a family request (not spec copy: the spec names no message for them). */
export const familyAnswerMessages = {
  accepted: msg`Family request accepted`,
  declined: msg`Family request declined`,
  failed: msg`Could not answer the family request.`,
} as const;

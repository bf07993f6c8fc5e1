/** Answers to a family request (not spec copy: the spec names no message for them). */
export const familyAnswerMessages = {
  accepted: 'Family request accepted',
  declined: 'Family request declined',
  failed: 'Could not answer the family request.',
} as const;

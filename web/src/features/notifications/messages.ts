/** Answers to a family request (not spec copy: the spec names no message for them). */
export const familyAnswerMessages = {
  accepted: 'Family request accepted',
  declined: 'Family request declined',
  failed: 'Could not answer the family request.',
} as const;

/** Answers to a "Fill this game" invitation. */
export const fillInviteMessages = {
  join: 'Join',
  decline: 'Not this time',
  seeGame: 'See the game',
  joined: 'You’re in!',
  waitlisted: (position: number | null) => `You’re on the waitlist (position ${position ?? '?'})`,
  pending: 'Request sent. The organiser will review it.',
  toCheckout: 'Taking you to Stripe',
  declined: 'No problem. You won’t be invited to this game again.',
  failed: 'Could not answer the invitation.',
} as const;

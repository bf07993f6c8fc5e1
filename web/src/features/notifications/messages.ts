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
  /** Shown instead of the answers once the server says the invitation was answered (after a reload too). */
  answered: {
    joined: 'You joined this game.',
    waitlisted: 'You’re on the waitlist for this game.',
    pending: 'You asked to join. The organiser will review it.',
    held: 'Your spot is held: pay on the game’s page to confirm it.',
    declined: 'You declined this invitation.',
  },
} as const;

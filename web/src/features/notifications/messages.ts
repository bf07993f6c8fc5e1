import { msg } from '@lingui/core/macro';

/** Answers to a family request (not spec copy: the spec names no message for them). */
export const familyAnswerMessages = {
  accepted: msg`Family request accepted`,
  declined: msg`Family request declined`,
  failed: msg`Could not answer the family request.`,
} as const;

/** Answers to a "Fill this game" invitation. */
export const fillInviteMessages = {
  join: msg`Join`,
  decline: msg`Not this time`,
  seeGame: msg`See the game`,
  joined: msg`You’re in!`,
  waitlisted: (place: number | null) => {
    const position = place ?? '?';
    return msg`You’re on the waitlist (position ${position})`;
  },
  pending: msg`Request sent. The organiser will review it.`,
  toCheckout: msg`Taking you to Stripe`,
  declined: msg`No problem. You won’t be invited to this game again.`,
  failed: msg`Could not answer the invitation.`,
  /** Shown instead of the answers once the invitation can no longer be taken up. */
  closed: {
    cancelled: msg`This game was cancelled.`,
    moved: msg`This date is no longer on the game’s schedule. If it moved, a new invitation for the new time is in your notifications.`,
    started: msg`This game has already started.`,
  },
  /** Shown instead of the answers once the server says the invitation was answered (after a reload too). */
  answered: {
    joined: msg`You joined this game.`,
    waitlisted: msg`You’re on the waitlist for this game.`,
    pending: msg`You asked to join. The organiser will review it.`,
    held: msg`Your spot is held: pay on the game’s page to confirm it.`,
    declined: msg`You declined this invitation.`,
  },
} as const;

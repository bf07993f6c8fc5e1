/** Server-side refusals for places and games (not spec copy; shared so handlers, UI and tests agree). */
export const gameMessages = {
  notPlaceCreator: 'Only the person who added this place can edit it.',
  stalePlace: 'This place was changed elsewhere. Reload to see the latest version, then save again.',
  notEventCreator: "Only the event's creator can manage its games.",
  staleGame: 'This game was changed elsewhere. Reload to see the latest version, then try again.',
  tie: 'A match cannot end in a tie',
  tooFewParticipants: 'A playoff needs at least 2 participants.',
  tooManyParticipants: (max: number) => `A game can have at most ${max} participants.`,
  duplicateParticipant: 'Each participant can be listed only once.',
  notPlayoff: 'Only a playoff game has a bracket to reset.',
  playoffParticipantsFixed: "A playoff's participants are fixed: generate a new playoff from the source game instead.",
  matchNotFound: (id: string) => `Match ${id} is not in this bracket.`,
  matchNotReady: (id: string) => `Match ${id} does not have both players yet.`,
} as const;

/** Said to everyone of a paid game that is called off: the call-off refunds every card payment (cash is the organiser's to give back). */
const refundedInFull = ' Any card payment you made for it is refunded in full.';

/** Events and RSVPs: server refusals, shared so handlers, the web app and tests agree. */
export const eventMessages = {
  eventFull: 'This event is full',
  eventCancelled: 'This event has been cancelled',
  upcomingGamesPrivate: 'This player keeps their upcoming games private.',
  gamesAttendedPrivate: 'This player keeps the games they attended private.',
  lateRsvpClosed: 'This event has already started and does not take late RSVPs',
  eventEnded: 'This event has already ended',
  cancelCutoff: (hours: number) =>
    `You can no longer leave this event: RSVPs can only be cancelled up to ${hours} ${hours === 1 ? 'hour' : 'hours'} before the start`,
  alreadyRsvped: 'You have already RSVPed to this event',
  guestsNotAllowed: 'This event does not allow guests',
  tooManyGuests: (limit: number) => `You can bring at most ${limit} ${limit === 1 ? 'guest' : 'guests'} to this event`,
  noSuchOccurrence: 'This event does not happen at that time',
  noUpcomingOccurrence: 'This event has no upcoming date',
  notRsvped: 'You have not RSVPed to this event',
  notOrganiser: 'Only the organiser can do this',
  staleEvent: 'This event was changed by someone else. Reload it and try again.',
  notPending: 'This RSVP is not waiting for approval',
  cancelledTitle: (title: string) => `${title} was cancelled`,
  cancelledBody: (title: string, paid = false) => `The organiser cancelled ${title}. Your RSVP has been released.${paid ? refundedInFull : ''}`,
  promotedTitle: (title: string) => `You're in: ${title}`,
  promotedBody: (title: string) => `A spot opened up and you moved from the waitlist to the players of ${title}.`,
  joinedTitle: (title: string) => `New RSVP for ${title}`,
  joinedBody: (name: string, title: string, status: 'joined' | 'pending' | 'waitlisted' | 'held') =>
    status === 'held'
      ? `${name} is paying to join ${title}.`
      : status === 'pending'
      ? `${name} asked to join ${title}. Review the request on the event page.`
      : status === 'waitlisted'
        ? `${name} joined the waitlist of ${title}.`
        : `${name} joined ${title}.`,
  gameOnTitle: (title: string) => `Game on: ${title}`,
  gameOnBody: (title: string) => `${title} has enough players and goes ahead. See you there!`,
  calledOffTitle: (title: string) => `Called off: ${title}`,
  calledOffBody: (title: string, minimum: number, paid = false) =>
    `${title} did not reach its minimum of ${minimum} ${minimum === 1 ? 'player' : 'players'} by the cut-off, so it is called off. Your RSVP has been released.${paid ? refundedInFull : ''}`,
  calledOffOrganiserBody: (title: string, players: number, minimum: number) =>
    `${title} had ${players} of the ${minimum} players it needed at the cut-off, so it was called off and everyone was told.`,
  movedTitle: (title: string) => `New time: ${title}`,
  movedBody: (title: string, when: string) => `${title} now starts ${when}. Your spot moved with it.`,
  dateDroppedTitle: (title: string) => `A date was cancelled: ${title}`,
  dateDroppedBody: (title: string, when: string, paid = false) =>
    `The organiser took ${when} off the schedule of ${title}. Your RSVP for that date has been released.${paid ? refundedInFull : ''}`,
  reminderTitle: (title: string) => `Reminder: ${title}`,
  reminderBody: (title: string, when: string) => `${title} starts ${when}. See you there!`,
} as const;

/** Guests (people without an account added by an organiser): refusals and the mails they get. */
export const guestMessages = {
  guestNotFound: 'Guest not found',
  hasAccount: (email: string) => `${email} already has an account: invite them to join instead of adding them as a guest.`,
  badUnsubscribeLink: 'This unsubscribe link is not valid. It may have been used for a guest who was removed.',
  addedTitle: (title: string) => `You're on the list for ${title}`,
  addedBody: (organiser: string, title: string, when: string, status: 'joined' | 'waitlisted' | 'pending') =>
    status === 'waitlisted'
      ? `${organiser} put you on the waitlist of ${title} (${when}). We'll e-mail you if a spot opens up.`
      : `${organiser} added you to ${title} (${when}). Sign up with this e-mail address to RSVP yourself and see it on your home page.`,
  teamAddedTitle: (team: string) => `You were added to ${team}`,
  teamAddedBody: (organiser: string, team: string) =>
    `${organiser} added you to ${team} as a guest. Sign up with this e-mail address to become a member.`,
} as const;

/** Paid events: refusals and notices, shared so handlers, the web app and tests agree. */
export const eventPaymentMessages = {
  payoutAccountNeeded: 'Only an organiser with an active payout account can charge for an event: set up payouts in Settings first',
  organiserCannotTakePayments: "The organiser's payout account is not active, so this event cannot take payments right now",
  seriesNotPaid: 'A paid event is paid game by game: join one date at a time',
  holdExpired: 'Your held spot has expired. Join again to pay for a spot.',
  paymentNotFound: 'Payment not found',
  notRefundable: 'Only a card payment that has not been refunded can be refunded',
  alreadyPaid: 'This person has already paid for this game',
  notInGame: 'This person has no spot at that game',
  creatorSetsPrice: "Only the event's creator can set or change its price: payments go to their payout account",
  priceInUse: 'People have paid by card for upcoming dates of this event: refund them on the event page before making it free',
  payLinkTitle: (title: string) => `A spot opened up: ${title}`,
  payLinkBody: (title: string, deadline: string) => `A spot opened up at ${title}. It is held for you until ${deadline}: pay to confirm it.`,
  lateRefundTitle: (title: string) => `Refunded: ${title}`,
  lateRefundBody: (title: string) => `Your payment for ${title} arrived after your held spot had gone, and the game was full, so it was refunded in full.`,
  refundedTitle: (title: string) => `Refunded: ${title}`,
  refundedBody: (title: string) => `The organiser refunded your payment for ${title}.`,
} as const;

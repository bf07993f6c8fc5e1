/**
 * Every string a user sees that the product spec fixes, word for word (spec §2, §5, §8).
 * Code imports these; tests assert against them. Never retype one of these strings.
 */
export const PRODUCT_NAME = 'Rally';

export const messages = {
  // §2 settings / sign-up
  welcome: (product: string = PRODUCT_NAME) => `Welcome to ${product}!`,
  // §2 unknown path
  notFoundTitle: 'Beans is having a "RUFF" time finding your page.',
  notFoundHint: 'Maybe try another page, please?',
  // §8 not found
  placeNotFound: 'Place not found',
  teamNotFound: 'Team not found',
  userNotFound: 'User not found',
  gameNotFound: 'Game not found',
  failedToLoadGame: 'Failed to load game',
  failedToUpdateGame: 'Failed to update game',
  failedToGeneratePlayoff: 'Failed to generate playoff bracket',
  failedToResetPlayoff: 'Failed to reset playoff bracket',
  // §8 logout
  logoutError: 'Error during logout. You have been signed out.',
  // §8 profile / user
  userNotLoaded: 'User not loaded',
  updatedUserData: 'Updated user data successfully.',
  profileUpdated: 'Successfully updated your profile',
  emailVerified: 'Email verified!',
  emailNotVerified: 'Email is not verified',
  // §5 / §8 alternate e-mails
  invalidEmail: 'Please enter a valid email address',
  emailAlreadyAdded: 'This email is already added',
  alternateEmailsUpdated: 'Alternate emails updated successfully',
  alternateEmailsFailed: 'Failed to update alternate emails',
  // §8 availability
  availabilitySaved: 'Successfully saved availability',
  availabilitySaveFailed: 'Something went wrong saving availability',
  overlappingTimes: 'Overlapping times with another range.',
  // §8 organization
  organizationNotFound: 'Organization not found',
  organizationLoadFailed: 'Failed to load organization',
  noOrganizationSlug: 'No organization slug provided',
  // §5 website draft
  noWebsiteId: 'No website ID found',
  notWebsiteOwner: 'User does not own this website',
  websiteCreateFailed: 'Error creating website',
} as const;

/** Generic API bodies (not user-facing copy from the spec; kept here so handlers and tests agree). */
export const apiMessages = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  malformedJson: 'Request body is not valid JSON',
  invalidInput: 'Invalid input',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

/** Settings screens (issue 4): spec §5 and §8, word for word. */
export const settingsMessages = {
  // §8 family
  failedToLoadFamily: 'Failed to load family connections',
  searchUserError: 'Error searching for user. Please try again.',
  noUserFound: 'No user found with this email or UID',
  searchAndSelectUser: 'Please search and select a user',
  selectUserFromResults: 'Please select a user from the search results',
  familyUpdated: 'Family members updated successfully',
  familyUpdateFailed: 'Failed to update family members',
  familyRemoved: 'Family connection removed',
  familyRemoveFailed: 'Failed to remove connection',
  connectionRequestSent: 'Connection request sent',
  connectionRequestFailed: 'Failed to send connection request',
  // §8 privacy
  privacyUpdated: 'Privacy has been updated successfully.',
  userAlreadyBlocked: 'User is already blocked.',
  usersBlocked: 'User(s) successfully blocked.',
  blockFailed: 'Error blocking users.',
  userUnblocked: 'User unblocked successfully.',
  unblockFailed: 'Error while unblocking user.',
  accountDeleted: 'Account deleted successfully.',
  accountDeleteFailed: 'An error occurred while deleting your account.',
  deleteConfirmWord: 'DELETE',
} as const;

/** Server-side refusals for settings (not spec copy; shared so handlers and tests agree). */
export const settingsApiMessages = {
  blockedByUser: 'You cannot contact this user.',
  cannotBlockSelf: 'You cannot block yourself.',
  familyWithSelf: 'You cannot add yourself as a family member.',
  familyAlreadyConnected: 'This person is already one of your family members.',
  notAddressedToYou: 'This request is not addressed to you.',
  onTeams: (teams: string[]) =>
    `You are still on ${teams.length === 1 ? 'the team' : 'these teams'} ${teams.join(', ')}. Delete or leave ${teams.length === 1 ? 'it' : 'them'} before deleting your account.`,
} as const;

/** Server-side refusals for places and games (issue 6; not spec copy; shared so handlers, UI and tests agree). */
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

/** Events and RSVPs (issue 6): server refusals, shared so handlers, the web app and tests agree. */
export const eventMessages = {
  eventFull: 'This event is full',
  eventCancelled: 'This event has been cancelled',
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
  cancelledBody: (title: string) => `The organiser cancelled ${title}. Your RSVP has been released.`,
  promotedTitle: (title: string) => `You're in: ${title}`,
  promotedBody: (title: string) => `A spot opened up and you moved from the waitlist to the players of ${title}.`,
} as const;

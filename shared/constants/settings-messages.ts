/** Settings screens: spec §5 and §8, word for word. */
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

/** Web push on one browser (Notification Settings; not spec copy: shared so the UI and tests agree). */
export const pushMessages = {
  unsupported: 'This browser cannot show push notifications. Try a recent Chrome, Edge, Firefox or Safari.',
  notConfigured: 'Push notifications are not set up on this Rally server yet. E-mail notifications still work.',
  denied: 'Notifications are blocked for Rally in this browser. Allow them in the site settings, then try again.',
  failed: 'Could not turn on push notifications: this browser could not reach its push service. Please try again later.',
  turnedOn: 'Push notifications are on for this browser.',
  turnedOff: 'Push notifications are off for this browser.',
  registrationNotFound: 'Push registration not found',
  unknownPushService: 'endpoint must be an https URL of a browser push service',
} as const;

import { limits } from '@shared/constants/limits';
import { messages } from '@shared/constants/messages';
import { paymentMessages } from '@shared/constants/payments';
import { settingsMessages } from '@shared/constants/settings-messages';
import { serverText } from './server-text';

/**
 * How long a snackbar stays (spec §8 and §9), in one place. §8's catalogue "lasts 3 s unless noted";
 * the noted ones are listed with their own time; any other message is a plain notification, shown
 * for the default notification duration (§9, 3500 ms). A duration a caller gives still wins.
 * Loaded with sonner on the first snackbar, so none of these strings sit in the entry chunk.
 */
const noted = new Map<string, number>([
  [paymentMessages.linkCodeFailed, limits.snackbarMs.long],
  [paymentMessages.unlinkFailed, limits.snackbarMs.long],
  [messages.availabilitySaved, limits.snackbarMs.long],
  // "stays until dismissed"
  [messages.availabilitySaveFailed, Number.POSITIVE_INFINITY],
]);

/** The rest of §8: 3 s. */
const catalogue = new Set<string>([
  paymentMessages.linkNoId,
  paymentMessages.linked,
  paymentMessages.takingYouToStripe,
  paymentMessages.unlinked,
  paymentMessages.cancelled,
  paymentMessages.changed,
  paymentMessages.redirectSucceeded,
  paymentMessages.subscriptionActivated,
  messages.logoutError,
  messages.placeNotFound,
  messages.teamNotFound,
  messages.userNotFound,
  messages.gameNotFound,
  messages.failedToLoadGame,
  messages.failedToUpdateGame,
  messages.failedToGeneratePlayoff,
  messages.failedToResetPlayoff,
  messages.alternateEmailsFailed,
  messages.alternateEmailsUpdated,
  messages.userNotLoaded,
  messages.updatedUserData,
  messages.emailVerified,
  messages.emailNotVerified,
  messages.profileUpdated,
  messages.organizationNotFound,
  messages.organizationLoadFailed,
  messages.noOrganizationSlug,
  messages.noWebsiteId,
  messages.notWebsiteOwner,
  messages.websiteCreateFailed,
  settingsMessages.failedToLoadFamily,
  settingsMessages.searchUserError,
  settingsMessages.familyUpdated,
  settingsMessages.familyUpdateFailed,
  settingsMessages.familyRemoved,
  settingsMessages.familyRemoveFailed,
  settingsMessages.connectionRequestSent,
  settingsMessages.connectionRequestFailed,
  settingsMessages.privacyUpdated,
  settingsMessages.userAlreadyBlocked,
  settingsMessages.usersBlocked,
  settingsMessages.blockFailed,
  settingsMessages.userUnblocked,
  settingsMessages.unblockFailed,
  settingsMessages.accountDeleted,
  settingsMessages.accountDeleteFailed,
]);

/** The spec's English for a message shown in the app's language (the lists above are English). */
function englishOf(message: string): string {
  if (noted.has(message) || catalogue.has(message)) return message;
  return [...noted.keys(), ...catalogue].find((english) => serverText(english) === message) ?? message;
}

export function snackbarDuration(message: unknown, given?: number): number {
  if (given !== undefined) return given;
  if (typeof message !== 'string') return limits.notificationMs;
  const english = englishOf(message);
  return noted.get(english) ?? (catalogue.has(english) ? limits.snackbarMs.short : limits.notificationMs);
}

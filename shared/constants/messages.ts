/**
 * Every string a user sees that the product spec fixes, word for word (spec §2, §5, §8).
 * Code imports these; tests assert against them. Never retype one of these strings.
 */
import { notFoundPageMessages, PRODUCT_NAME } from './product';

export { notFoundPageMessages, PRODUCT_NAME };

export const messages = {
  // §2 settings / sign-up
  welcome: (product: string = PRODUCT_NAME) => `Welcome to ${product}!`,
  ...notFoundPageMessages,
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
  websiteNotFound: 'Website not found',
  siteDomainTaken: 'This domain is already verified by another site: its owner has to remove it first',
  siteNoDomain: 'Enter a custom domain and save the draft first',
  siteAppDomain: 'This domain belongs to Rally itself: choose your own',
  siteNotTeamMember: 'You can only show a team you belong to',
  siteNotTeamManager: 'Only the team’s owners and admins can publish its website',
  staleSite: 'This site was changed meanwhile (in another tab?). Reload it and try again.',
  noSiteDraft: 'There is no draft to publish: edit the site first',
  neverPublished: 'This site has never been published: delete it instead',
} as const;

/** Generic API bodies (not user-facing copy from the spec; kept here so handlers and tests agree). */
export const apiMessages = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  adminOnly: 'Only administrators can do this',
  ownAccountStatus: 'You cannot disable your own account',
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  malformedJson: 'Request body is not valid JSON',
  reservedKey: 'This name is reserved and cannot be used as a key',
  invalidInput: 'Invalid input',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

// Feature groups live in their own modules so each loads with the pages that use it (see product.ts).
export { pushMessages, settingsApiMessages, settingsMessages } from './settings-messages';
export { eventMessages, gameMessages, guestMessages } from './event-messages';

import { usersRoutes } from '@shared/api/users-routes';
import { domainHandler, type HttpEvent } from '../../middleware/http';
import { applyAmbassador } from './apply-ambassador';
import { blockUsers } from './block-users';
import { getMe } from './get-me';
import { getMyAmbassadorApplication } from './get-my-ambassador-application';
import { getUser } from './get-user';
import { listBlockedConversations } from './list-blocked-conversations';
import { listUserLists } from './list-user-lists';
import { listUserTeams } from './list-user-teams';
import { signOutEverywhere } from './sign-out-everywhere';
import { unblockUser } from './unblock-user';
import { updateAlternateEmails } from './update-alternate-emails';
import { updateConversation } from './update-conversation';
import { updateLocale } from './update-locale';
import { updateNotificationSettings } from './update-notification-settings';
import { updatePrivacy } from './update-privacy';
import { updateProfile } from './update-profile';
import { updateActivitySubscriptions } from './update-activity-subscriptions';
import { updateSportAvailability } from './update-sport-availability';

/**
 * Names are checked for profanity where a profile is saved, and the word list is installed
 * (shared/schemas/content.ts) just before: loading it costs about 10 ms of CPU, which the other
 * routes of this Lambda would pay at every cold start for nothing.
 */
const updateProfileWithWordList = Object.assign(
  async (event: HttpEvent) => {
    await import('@shared/schemas/profanity');
    return updateProfile(event);
  },
  { routeId: updateProfile.routeId },
);

export const handler = domainHandler('users', usersRoutes, {
  getMe,
  signOutEverywhere,
  getUser,
  updateProfile: updateProfileWithWordList,
  updateAlternateEmails,
  updatePrivacy,
  blockUsers,
  unblockUser,
  listUserLists,
  listBlockedConversations,
  updateConversation,
  updateNotificationSettings,
  updateLocale,
  updateSportAvailability,
  updateActivitySubscriptions,
  listUserTeams,
  applyAmbassador,
  getMyAmbassadorApplication,
});

// Names are checked for profanity in this domain: install the word list (shared/schemas/content.ts).
import '@shared/schemas/profanity';
import { usersRoutes } from '@shared/api/users-routes';
import { domainHandler } from '../../middleware/http';
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

export const handler = domainHandler('users', usersRoutes, {
  getMe,
  signOutEverywhere,
  getUser,
  updateProfile,
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

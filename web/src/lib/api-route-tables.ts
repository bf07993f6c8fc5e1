import { availabilityRoutes } from '@shared/api/availability-routes';
import { eventsRoutes } from '@shared/api/events-routes';
import { familyRoutes } from '@shared/api/family-routes';
import { gamesRoutes } from '@shared/api/games-routes';
import { listsRoutes } from '@shared/api/lists-routes';
import { notificationsRoutes } from '@shared/api/notifications-routes';
import { placesRoutes } from '@shared/api/places-routes';
import type { RouteDef } from '@shared/api/route-def';
import type { RouteId } from '@shared/api/routes';
import { systemRoutes } from '@shared/api/system-routes';
import { usersRoutes } from '@shared/api/users-routes';

/**
 * Loaded with the app: the account and settings tables (users, family, availability,
 * notifications), events, games, places, lists and system, whose routes the app shell, the landing
 * pages and the screens people open first call. Every other domain's table and its schemas are
 * fetched on first use so they stay out of the landing pages' chunks (bundle budget, DESIGN §8).
 */
const eagerRoutes: Record<string, RouteDef> = {
  ...availabilityRoutes,
  ...eventsRoutes,
  ...familyRoutes,
  ...gamesRoutes,
  ...listsRoutes,
  ...notificationsRoutes,
  ...placesRoutes,
  ...systemRoutes,
  ...usersRoutes,
};

/**
 * A table fetched on first use, with the ids it serves: a call loads only its own table (and builds
 * only that table's schemas). The ids are checked against the table's keys by the type, and
 * api-route-tables.test.ts checks that none is missing.
 */
interface LazyTable {
  load: () => Promise<Record<string, RouteDef>>;
  ids: readonly string[];
}
const lazyTable = <T extends Record<string, RouteDef>>(
  load: () => Promise<T>,
  ids: readonly (keyof T & string)[],
): LazyTable => ({ load, ids });

export const lazyTables: LazyTable[] = [
  lazyTable(async () => (await import('@shared/api/account-routes')).accountRoutes, ['deleteAccount']),
  lazyTable(
    async () => (await import('@shared/api/admin-routes')).adminRoutes,
    [
      'getFlags',
      'updateFlags',
      'createBroadcast',
      'getSignupStats',
      'listAmbassadorApplications',
      'decideAmbassadorApplication',
      'findAccount',
      'setAccountStatus',
      'setUserBetas',
      'listSiteDomains',
      'listPartners',
      'getPartner',
      'listPartnerEvents',
      'createPartner',
      'updatePartner',
      'deletePartner',
    ],
  ),
  lazyTable(
    async () => (await import('@shared/api/checkins-routes')).checkinsRoutes,
    ['checkInPlayer', 'undoCheckIn', 'listCheckins', 'listGamesAttended', 'endorsePlayer', 'listEndorsable', 'getBadges'],
  ),
  lazyTable(
    async () => (await import('@shared/api/follows-routes')).followsRoutes,
    ['listFollows', 'getFollowStatus', 'followTarget', 'unfollowTarget'],
  ),
  lazyTable(
    async () => (await import('@shared/api/calendar-routes')).calendarRoutes,
    [
      'getCalendarFeed',
      'getPlaceCalendarFeed',
      'getMyCalendarFeed',
      'rotateMyCalendarFeed',
      'getTeamCalendarFeed',
      'rotateTeamCalendarFeed',
    ],
  ),
  lazyTable(
    async () => (await import('@shared/api/forms-routes')).formsRoutes,
    [
      'listMyForms',
      'createForm',
      'getFormForBuilder',
      'saveFormDraft',
      'publishForm',
      'closeForm',
      'copyForm',
      'getFormToFill',
      'saveFormAnswers',
      'submitForm',
      'listSubmissions',
      'getSubmission',
    ],
  ),
  lazyTable(async () => (await import('@shared/api/home-routes')).homeRoutes, ['getHomeDashboard']),
  lazyTable(
    async () => (await import('@shared/api/messages-routes')).messagesRoutes,
    [
      'listConversations',
      'openDirectConversation',
      'listMessages',
      'sendMessage',
      'editMessage',
      'deleteMessage',
      'markConversationRead',
    ],
  ),
  lazyTable(
    async () => (await import('@shared/api/payments-routes')).paymentsRoutes,
    [
      'listPlans',
      'getPayoutAccount',
      'connectPayoutAccount',
      'exchangeConnectCode',
      'unlinkPayoutAccount',
      'listMySubscriptions',
      'listHostSubscriptions',
      'lookupSubscriptions',
      'createSubscription',
      'changeSubscription',
      'cancelSubscription',
      'createCustomerSession',
      'getProduct',
      'listInvoices',
      'listTransactions',
      'payForSubmission',
    ],
  ),
  lazyTable(
    async () => (await import('@shared/api/people-routes')).peopleRoutes,
    [
      'listNearbyPlayers',
      'listConnections',
      'requestConnection',
      'acceptConnection',
      'removeConnection',
      'fullSearch',
      'listGuardianRequests',
      'decideGuardianRequest',
      'decideGuardianTeamRequest',
    ],
  ),
  lazyTable(
    async () => (await import('@shared/api/posts-routes')).postsRoutes,
    ['listPosts', 'getPost', 'listMyPosts', 'createPost', 'updatePost', 'deletePost', 'listRecentPosts', 'setPostHidden'],
  ),
  lazyTable(
    async () => (await import('@shared/api/sites-routes')).sitesRoutes,
    [
      'listMySites',
      'createSite',
      'getSiteDraft',
      'saveSiteDraft',
      'discardSiteDraft',
      'publishSite',
      'deleteSite',
      'getSite',
      'getTeamSite',
      'getSiteByDomain',
      'getSiteDomainStatus',
      'checkSiteDomain',
    ],
  ),
  lazyTable(
    async () => (await import('@shared/api/teams-routes')).teamsRoutes,
    [
      'createTeam',
      'listTeams',
      'listNearbyTeams',
      'getTeam',
      'getTeamByDomain',
      'getOrganizationBySlug',
      'updateTeam',
      'announceToTeam',
      'deleteTeam',
      'listTeamMembers',
      'listPublicTeamRoster',
      'getMyTeamRole',
      'joinTeam',
      'leaveTeam',
      'removeTeamMember',
      'changeTeamRole',
      'listJoinRequests',
      'reviewJoinRequest',
      'listSeasons',
      'createSeason',
      'listSessions',
      'createSession',
      'listTeamEvents',
      'registerForSeason',
      'listRegistrations',
      'sendCreateMotivation',
      'addTeamGuest',
      'listTeamGuests',
      'findTeamGuest',
      'getTeamGuest',
      'removeTeamGuest',
    ],
  ),
];

export async function routeDef(id: RouteId): Promise<RouteDef> {
  const eager = eagerRoutes[id];
  if (eager) return eager;
  const table = lazyTables.find((t) => t.ids.includes(id));
  const route = table ? (await table.load())[id] : undefined;
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

import type { RouteId } from '../../shared/api/routes';

/**
 * Who may call what: the expected status of every route for each kind of caller, declared here by
 * hand (not inferred from the code), keyed by route id. access-matrix.test.ts fails when a route
 * of the table has no row, so a new route cannot ship without saying who may call it.
 *
 * Callers: `anonymous` (no token); `owner` (the person who made the objects the path names, or
 * for routes about the caller, the caller); `other` (another signed-in person, not a member of
 * anything of the owner's); `admin` (a signed-in member of the Cognito admins group, who owns none
 * of it). Each route is called with a body its schema accepts, so the status is the access
 * decision, not a validation error. The objects are made once in the test's setup (`Fixtures`).
 */
export type Cells = readonly [anonymous: number, owner: number, other: number, admin: number];

export interface AccessRow {
  cells: Cells;
  /** Why a cell is what it is, where it is not obvious. */
  note?: string;
}

const publicRead: AccessRow = { cells: [200, 200, 200, 200] };
/** Any signed-in person, about themselves (their own list, their own settings). */
const self: AccessRow = { cells: [401, 200, 200, 200] };
const selfCreate: AccessRow = { cells: [401, 201, 201, 201] };
/** Only the owner of the object; anyone else is refused. */
const ownerOnly: AccessRow = { cells: [401, 200, 403, 403] };
const ownerOnlyCreate: AccessRow = { cells: [401, 201, 403, 403] };
/** Admin routes. */
const adminOnly: AccessRow = { cells: [401, 403, 403, 200] };
const adminOnlyCreate: AccessRow = { cells: [401, 403, 403, 201] };

export const accessMatrix: Record<RouteId, AccessRow> = {
  // Accounts, settings, events, places, games (core-routes.ts)
  getHealth: publicRead,
  getMe: self,
  getUser: self,
  updateProfile: ownerOnly,
  getAvailability: { cells: [401, 200, 200, 200], note: 'others get only what the owner’s privacy allows' },
  updateAvailability: ownerOnly,
  searchCities: publicRead,
  listGenders: publicRead,
  listGameTypes: publicRead,
  listNearbyEvents: publicRead,
  createEvent: selfCreate,
  getEvent: publicRead,
  updateEvent: ownerOnly,
  cancelEvent: ownerOnlyCreate,
  listEventRsvps: { cells: [401, 200, 200, 200], note: 'others get only the RSVPs the joiner rule names to them (privacy/joiners.ts)' },
  rsvpEvent: selfCreate,
  leaveEvent: { cells: [401, 200, 200, 200], note: 'everyone joined in rsvpEvent (the organiser too), and leaves their own place' },
  reviewRsvp: { cells: [401, 400, 403, 403], note: 'only the organiser gets past the access check; the fixture names no occurrence of the event, so theirs is refused as input' },
  addFavorite: self,
  removeFavorite: self,
  listFavorites: ownerOnly,
  listUserEvents: self,
  listNearbyPlaces: publicRead,
  createPlace: selfCreate,
  getPlace: publicRead,
  updatePlace: ownerOnly,
  listPlaceEvents: publicRead,
  listEventGames: { cells: [401, 200, 200, 200], note: 'players who hide their games are shown to others as private players' },
  createGame: ownerOnlyCreate,
  getGame: { cells: [401, 200, 200, 200], note: 'players who hide their games are shown to others as private players' },
  updateGame: ownerOnly,
  deleteGame: ownerOnly,
  generatePlayoff: ownerOnlyCreate,
  resetPlayoff: { cells: [401, 400, 403, 403], note: 'only the organiser gets past the access check; the fixture game is not a playoff, so there is no bracket to reset' },
  signOutEverywhere: { cells: [401, 201, 201, 201], note: 'about the caller; each caller is made for this row' },
  deleteAccount: { cells: [401, 200, 403, 403], note: 'owner is a throwaway account made for this row' },
  updateAlternateEmails: ownerOnly,
  updatePrivacy: ownerOnly,
  blockUsers: ownerOnlyCreate,
  unblockUser: ownerOnly,
  listUserLists: ownerOnly,
  listBlockedConversations: ownerOnly,
  updateConversation: { cells: [401, 200, 403, 403], note: 'a direct conversation between the owner and a friend' },
  updateNotificationSettings: ownerOnly,
  updateActivitySubscriptions: ownerOnly,
  updateSportAvailability: ownerOnly,
  listUserTeams: ownerOnly,
  listFamilyConnections: ownerOnly,
  lookupFamilyMember: { cells: [401, 200, 403, 403], note: 'only inside the caller’s own family flow (their uid in the path)' },
  createFamilyConnection: ownerOnlyCreate,
  deleteFamilyConnection: ownerOnly,
  respondFamilyConnection: { cells: [401, 201, 403, 403], note: 'owner is the person asked (only they may answer)' },
  listNotifications: self,
  markNotification: { cells: [401, 200, 404, 404], note: 'someone else’s notification does not exist for the caller' },
  markAllNotificationsRead: selfCreate,
  deleteNotification: { cells: [401, 200, 404, 404], note: 'someone else’s notification does not exist for the caller' },
  registerPush: selfCreate,
  refreshPush: { cells: [401, 200, 404, 404], note: 'someone else’s registration does not exist for the caller' },
  unregisterPush: { cells: [401, 200, 404, 404], note: 'someone else’s registration does not exist for the caller' },
  applyAmbassador: { cells: [401, 409, 201, 201], note: 'the owner applied in setup: one application per person' },
  getMyAmbassadorApplication: self,

  // Teams (team-routes.ts)
  createTeam: selfCreate,
  listTeams: publicRead,
  listNearbyTeams: publicRead,
  getTeam: publicRead,
  getOrganizationBySlug: { cells: [404, 404, 404, 404], note: 'public; no organization has the fixture slug' },
  updateTeam: ownerOnly,
  deleteTeam: ownerOnly,
  listTeamMembers: { cells: [401, 200, 403, 403], note: 'the fixture team keeps its roster private (the default): members only' },
  listPublicTeamRoster: { cells: [403, 403, 403, 403], note: 'the signed-out roster: the fixture team keeps its roster private (the default)' },
  getMyTeamRole: self,
  joinTeam: { cells: [401, 409, 201, 201], note: 'the owner is already a member' },
  leaveTeam: { cells: [401, 409, 200, 200], note: 'the owner cannot leave their own team; other and admin joined in joinTeam' },
  removeTeamMember: ownerOnly,
  changeTeamRole: ownerOnly,
  listJoinRequests: ownerOnly,
  reviewJoinRequest: { cells: [401, 404, 403, 403], note: 'the fixture team is open: there is no request to review' },
  listSeasons: publicRead,
  createSeason: ownerOnlyCreate,
  listSessions: publicRead,
  createSession: ownerOnlyCreate,
  listTeamEvents: publicRead,
  registerForSeason: { cells: [401, 201, 403, 403], note: 'members only (the owner is one; other and admin are not)' },
  listRegistrations: ownerOnly,
  sendCreateMotivation: selfCreate,

  // Home, people, search (home-routes.ts)
  getHomeDashboard: self,
  listNearbyPlayers: self,
  listConnections: self,
  requestConnection: selfCreate,
  acceptConnection: { cells: [401, 201, 404, 404], note: 'only the person asked has a request to accept' },
  removeConnection: { cells: [401, 200, 404, 404], note: 'only the two people connected have the connection' },
  fullSearch: self,
  listGuardianRequests: self,
  decideGuardianRequest: {
    cells: [401, 403, 403, 403],
    note: 'nobody in the fixtures is under 18, so nobody is their guardian (test/integration/minors.test.ts covers the guardian)',
  },
  decideGuardianTeamRequest: {
    cells: [401, 403, 403, 403],
    note: 'nobody in the fixtures is under 18, so nobody is their guardian (test/integration/minors.test.ts covers the guardian)',
  },

  // Post board (board-routes.ts)
  listPosts: publicRead,
  getPost: publicRead,
  listMyPosts: self,
  createPost: selfCreate,
  updatePost: ownerOnly,
  deletePost: { cells: [401, 404, 403, 200], note: 'an admin may delete any post (moderation); the owner, last, finds it gone' },
  listRecentPosts: adminOnly,
  setPostHidden: adminOnly,

  // Admin (admin-routes.ts)
  getFlags: publicRead,
  updateFlags: adminOnly,
  getSignupStats: adminOnly,
  listAmbassadorApplications: adminOnly,
  decideAmbassadorApplication: adminOnly,
  listSiteDomains: adminOnly,
  listPartners: publicRead,
  getPartner: publicRead,
  listPartnerEvents: publicRead,
  createPartner: adminOnlyCreate,
  updatePartner: adminOnly,
  deletePartner: adminOnly,

  // Websites (site-routes.ts)
  listMySites: self,
  createSite: selfCreate,
  getSiteDraft: ownerOnly,
  saveSiteDraft: ownerOnly,
  discardSiteDraft: { cells: [401, 409, 403, 403], note: 'only the owner gets past the access check; a never-published site has nothing to fall back to (delete it instead)' },
  publishSite: ownerOnlyCreate,
  deleteSite: ownerOnly,
  getSite: publicRead,
  getTeamSite: { cells: [404, 404, 404, 404], note: 'the fixture team has no site' },
  getSiteByDomain: { cells: [404, 404, 404, 404], note: 'no site proved the fixture domain' },
  getSiteDomainStatus: ownerOnly,
  checkSiteDomain: { cells: [401, 400, 403, 403], note: 'only the creator gets past the access check; the fixture site has no custom domain to check' },

  // Messages (message-routes.ts)
  listConversations: self,
  openDirectConversation: selfCreate,
  // Someone else's conversation is answered as one that does not exist (messages/messages.ts access).
  listMessages: { cells: [401, 200, 404, 404] },
  sendMessage: { cells: [401, 201, 404, 404] },
  editMessage: { cells: [401, 200, 404, 404] },
  deleteMessage: { cells: [401, 200, 404, 404] },
  markConversationRead: { cells: [401, 201, 404, 404] },

  // Payments (payment-routes.ts)
  listPlans: publicRead,
  getPayoutAccount: self,
  connectPayoutAccount: selfCreate,
  exchangeConnectCode: { cells: [401, 400, 400, 400], note: 'any signed-in person may try; Stripe (the local fake) refuses the fixture code' },
  unlinkPayoutAccount: self,
  listMySubscriptions: self,
  listHostSubscriptions: { cells: [401, 200, 404, 404], note: 'hostId is the owner’s own id: to anyone else it names no team' },
  lookupSubscriptions: self,
  createSubscription: { cells: [401, 201, 403, 403], note: 'a plan for the owner’s team: only its owner and admins may buy it' },
  changeSubscription: { cells: [401, 404, 404, 404], note: 'no subscription in the fixtures: the id is unknown to everyone' },
  cancelSubscription: { cells: [401, 404, 404, 404], note: 'no subscription in the fixtures: the id is unknown to everyone' },
  getProduct: { cells: [401, 404, 404, 404], note: 'any signed-in person may ask; the fixture product does not exist' },
  listInvoices: self,
  listTransactions: self,

  // Forms (form-routes.ts)
  listMyForms: self,
  createForm: selfCreate,
  getFormForBuilder: ownerOnly,
  saveFormDraft: ownerOnly,
  publishForm: ownerOnlyCreate,
  closeForm: ownerOnlyCreate,
  copyForm: ownerOnlyCreate,
  getFormToFill: self,
  saveFormAnswers: self,
  submitForm: selfCreate,
  listSubmissions: ownerOnly,
  getSubmission: ownerOnly,
  payForSubmission: { cells: [401, 409, 403, 403], note: 'owner is the submitter; the fixture form asks no fee, so nothing is due' },
};

import type { RouteId } from '@shared/api/routes';

/**
 * Who may call what: the expected status of every route for each kind of caller, declared here by
 * hand (not inferred from the code, not copied from a run), keyed by route id.
 * access-matrix.test.ts fails when a route of the table has no row, so a new route cannot ship
 * without saying who may call it.
 *
 * Callers, in the order of `Cells`:
 * - `anonymous`: no token.
 * - `owner`: the person who made the objects the path names, or for routes about the caller, the
 *   caller. The owner is a minor (16): that is what makes the guardian column mean something, as
 *   an adult has family but no guardian. Nothing treats a minor's own calls differently (the age
 *   rules are about who lists and reaches them), but the owner's own pages (profile, hours, games,
 *   badges, posts) exist only for their family, team-mates and connections (`minorPage` rows), so
 *   `other`, `blocked` and `admin` get 404 there; elsewhere the columns say what they would for an
 *   adult owner.
 * - `other`: another signed-in person, not a member of anything of the owner's.
 * - `teammate`: a plain member of the owner's team, with no other tie (not family, not connected,
 *   no conversation). A member reads the roster and registers for seasons; managing stays the
 *   owner's and admins'.
 * - `blocked`: a person the owner has blocked. A block works both ways (privacy/blocking.ts), so
 *   this is also what the owner gets from anything of theirs: reads of the owner's things answer as
 *   if there were nothing (404 with that read's own message), reaching the owner is refused (403
 *   'You cannot contact this user.'), and lists leave the owner out (still 200).
 * - `guardian`: the owner's parent through an accepted family connection (privacy/minors.ts). A
 *   guardian decides on requests held for their child and nothing more: the child's own things
 *   are refused to them as to anyone else.
 * - `admin`: a signed-in member of the Cognito admins group, who owns none of it.
 *
 * Each route is called with a body its schema accepts, so the status is the access decision, not
 * a validation error. The objects are made once in the test's setup (`Fixtures`).
 */
export type Cells = readonly [anonymous: number, owner: number, other: number, teammate: number, blocked: number, guardian: number, admin: number];

export interface AccessRow {
  cells: Cells;
  /** Why a cell is what it is, where it is not obvious. */
  note?: string;
}

const publicRead: AccessRow = { cells: [200, 200, 200, 200, 200, 200, 200] };
/** Any signed-in person, about themselves (their own list, their own settings). */
const self: AccessRow = { cells: [401, 200, 200, 200, 200, 200, 200] };
const selfCreate: AccessRow = { cells: [401, 201, 201, 201, 201, 201, 201] };
/** Only the owner of the object; anyone else is refused (a block changes nothing: they are refused anyway). */
const ownerOnly: AccessRow = { cells: [401, 200, 403, 403, 403, 403, 403] };
const ownerOnlyCreate: AccessRow = { cells: [401, 201, 403, 403, 403, 403, 403] };
/**
 * A page of the owner's own, who is a minor: it exists only for their family (the guardian), their
 * team-mates and their connections (privacy/minors.ts `minorHiddenFrom`); for anyone else, admins
 * included, it is missing, as for no account.
 */
const minorPage = (anonymous: 401 | 404, note: string): AccessRow => ({ cells: [anonymous, 200, 404, 200, 404, 200, 404], note });
/** The caller's own copy of something (a notification, a registration, a conversation): someone else's does not exist for them. */
const ownerElseMissing: AccessRow = { cells: [401, 200, 404, 404, 404, 404, 404] };
/** Admin routes. */
const adminOnly: AccessRow = { cells: [401, 403, 403, 403, 403, 403, 200] };
const adminOnlyCreate: AccessRow = { cells: [401, 403, 403, 403, 403, 403, 201] };
const missingForAll: AccessRow = { cells: [404, 404, 404, 404, 404, 404, 404] };

export const accessMatrix: Record<RouteId, AccessRow> = {
  // Accounts, settings, events, places, games
  getHealth: publicRead,
  getMe: self,
  getUser: minorPage(401, 'the owner is a minor'),
  updateProfile: ownerOnly,
  getAvailability: minorPage(401, 'the owner is a minor; those who may see the page get only what the owner’s privacy allows'),
  updateAvailability: ownerOnly,
  searchCities: publicRead,
  listGenders: publicRead,
  listGameTypes: publicRead,
  listNearbyEvents: publicRead,
  createEvent: selfCreate,
  getEvent: publicRead,
  updateEvent: ownerOnly,
  cancelEvent: ownerOnlyCreate,
  listEventRsvps: { cells: [401, 200, 200, 200, 200, 200, 200], note: 'others get only the RSVPs the joiner rule names to them (privacy/joiners.ts); the blocked person’s list leaves the owner out' },
  rsvpEvent: { cells: [401, 201, 201, 201, 403, 201, 201], note: 'nobody joins an event of someone in a block pair with them' },
  leaveEvent: { cells: [401, 200, 200, 200, 404, 200, 200], note: 'everyone joined in rsvpEvent (the organiser too), and leaves their own place; the blocked person was refused there, so has no place to leave' },
  reviewRsvp: { cells: [401, 400, 403, 403, 403, 403, 403], note: 'only the organiser gets past the access check; the fixture names no occurrence of the event, so theirs is refused as input' },
  nudgeEvent: { ...ownerOnlyCreate, note: 'only the organiser (or the hosting team’s admins) nudges; the fixture event has no team and no pending RSVP, so nobody is nudged' },
  listFillCandidates: { ...ownerOnly, note: 'only the organiser (or the hosting team’s admins) fills a game' },
  inviteToFill: { ...ownerOnlyCreate, note: 'only the organiser (or the hosting team’s admins) invites people to fill a game' },
  declineFillInvite: { cells: [401, 404, 404, 404, 404, 404, 404], note: 'only an invited person can decline; nobody in the fixture was invited' },
  getFillInvite: { cells: [401, 404, 404, 404, 404, 404, 404], note: 'only an invited person reads their invitation; nobody in the fixture was invited' },
  listEventPayments: { ...ownerOnly, note: 'only the organiser (or the hosting team’s admins) sees who paid; the fixture event is free, so the list is empty' },
  refundEventPayment: { cells: [401, 404, 403, 403, 403, 403, 403], note: 'only the organiser gets past the access check; the fixture names no payment of the event, so theirs is not found' },
  markRsvpPaid: { cells: [401, 400, 403, 403, 403, 403, 403], note: 'only the organiser gets past the access check; the fixture names no occurrence of the event, so theirs is refused as input' },
  addFavorite: self,
  removeFavorite: self,
  listFavorites: ownerOnly,
  listUserEvents: minorPage(401, 'the owner is a minor'),
  listNearbyPlaces: publicRead,
  createPlace: selfCreate,
  getPlace: publicRead,
  updatePlace: ownerOnly,
  listPlaceEvents: publicRead,
  getCalendarFeed: { ...publicRead, note: 'the secret in the address is the key: whoever holds it reads the feed, signed in or not' },
  getPlaceCalendarFeed: { ...publicRead, note: 'the place page’s public events, by the place id' },
  getMyCalendarFeed: self,
  rotateMyCalendarFeed: selfCreate,
  getTeamCalendarFeed: { cells: [401, 200, 403, 403, 403, 403, 403], note: 'the team’s owners and admins manage its feed address; members subscribe through them' },
  rotateTeamCalendarFeed: { cells: [401, 201, 403, 403, 403, 403, 403], note: 'the team’s owners and admins' },
  listEventGames: { cells: [401, 200, 200, 200, 200, 200, 200], note: 'players who hide their games, minors outside the viewer’s family and teams, and anyone in a block pair with the viewer are shown as private players; the bracket itself stays whole' },
  createGame: ownerOnlyCreate,
  getGame: { cells: [401, 200, 200, 200, 200, 200, 200], note: 'players who hide their games, minors outside the viewer’s family and teams, and anyone in a block pair with the viewer are shown as private players; the bracket itself stays whole' },
  updateGame: ownerOnly,
  deleteGame: ownerOnly,
  generatePlayoff: ownerOnlyCreate,
  resetPlayoff: { cells: [401, 400, 403, 403, 403, 403, 403], note: 'only the organiser gets past the access check; the fixture game is not a playoff, so there is no bracket to reset' },
  signOutEverywhere: { cells: [401, 201, 201, 201, 201, 201, 201], note: 'about the caller; each caller is made for this row' },
  deleteAccount: { cells: [401, 200, 403, 403, 403, 403, 403], note: 'owner is a throwaway account made for this row' },
  updateAlternateEmails: ownerOnly,
  updatePrivacy: ownerOnly,
  blockUsers: ownerOnlyCreate,
  unblockUser: ownerOnly,
  listUserLists: ownerOnly,
  listBlockedConversations: ownerOnly,
  updateConversation: { cells: [401, 200, 403, 403, 403, 403, 403], note: 'a direct conversation between the owner and a friend' },
  updateNotificationSettings: ownerOnly,
  updateLocale: ownerOnly,
  updateActivitySubscriptions: ownerOnly,
  updateSportAvailability: ownerOnly,
  listUserTeams: ownerOnly,
  listFamilyConnections: ownerOnly,
  lookupFamilyMember: { cells: [401, 200, 403, 403, 403, 403, 403], note: 'only inside the caller’s own family flow (their uid in the path); a guardian does not search for their child' },
  createFamilyConnection: ownerOnlyCreate,
  deleteFamilyConnection: ownerOnly,
  respondFamilyConnection: { cells: [401, 201, 403, 403, 403, 403, 403], note: 'owner is the person asked (only they may answer)' },
  getFamilyCalendar: { ...self, note: 'everyone gets their own household calendar; a ward’s games appear only in their guardian’s' },
  listFamilyWards: self,
  createFamilyRsvps: { cells: [401, 403, 403, 403, 403, 201, 403], note: 'the members named are the owner: only their guardian may RSVP for them (the owner is not their own guardian)' },
  listNotifications: self,
  markNotification: ownerElseMissing,
  markAllNotificationsRead: selfCreate,
  deleteNotification: ownerElseMissing,
  registerPush: selfCreate,
  refreshPush: ownerElseMissing,
  unregisterPush: ownerElseMissing,
  applyAmbassador: { cells: [401, 409, 201, 201, 201, 201, 201], note: 'the owner applied in setup: one application per person' },
  getMyAmbassadorApplication: self,

  // Check-in: the owner's check-in event, which the friend joined (the rows run in this order)
  checkInPlayer: { cells: [401, 200, 403, 403, 403, 403, 403], note: 'only organisers (creator, hosting-team owners and admins) check players in; a second check-in by the owner answers the same record' },
  undoCheckIn: { cells: [401, 200, 403, 403, 403, 403, 403], note: 'organisers only; the owner undoes the check-in made in the row before' },
  listCheckins: { cells: [401, 200, 403, 403, 403, 403, 403], note: '"users by check-in" is for the organisers' },
  listGamesAttended: minorPage(401, 'the owner is a minor: family and team-mates get 200 with null (publicGamesAttended is off for minors)'),
  endorsePlayer: { cells: [401, 403, 403, 403, 403, 403, 403], note: 'endorsing opens once the date has started, to players checked in at it: the fixture date is still ahead (endorsements.test.ts proves the open case)' },
  listEndorsable: { cells: [401, 403, 403, 403, 403, 403, 403], note: 'as endorsePlayer: the fixture date is still ahead' },
  getBadges: minorPage(401, 'the owner is a minor; those who may see the page get null unless the badges flag and the owner’s publicBadges allow'),
  // Guests: of the owner's event and team
  addEventGuest: { ...ownerOnlyCreate, note: 'organisers (creator, hosting-team owners and admins) add guests' },
  listEventGuests: { ...ownerOnly, note: 'guests’ e-mails are for the organisers only' },
  findEventGuest: ownerOnly,
  getEventGuest: ownerOnly,
  removeEventGuest: ownerOnly,
  unsubscribeGuest: { cells: [400, 400, 400, 400, 400, 400, 400], note: 'no login needed; a token that is not a guest’s is refused for everyone (guests.test.ts proves a real one)' },
  addTeamGuest: { ...ownerOnlyCreate, note: 'team owners and admins add guests; a plain member is refused' },
  listTeamGuests: ownerOnly,
  findTeamGuest: ownerOnly,
  getTeamGuest: ownerOnly,
  removeTeamGuest: ownerOnly,
  // Teams
  createTeam: selfCreate,
  listTeams: publicRead,
  listNearbyTeams: publicRead,
  getTeam: publicRead,
  getOrganizationBySlug: { ...missingForAll, note: 'public; no organization has the fixture slug' },
  getTeamByDomain: { ...missingForAll, note: 'public; no site proved the fixture domain' },
  updateTeam: ownerOnly,
  deleteTeam: ownerOnly,
  announceToTeam: { ...ownerOnlyCreate, note: 'owners and admins of the team announce; a plain member, a non-member and a site admin are refused' },
  listTeamMembers: { cells: [401, 200, 403, 200, 403, 403, 403], note: 'the fixture team keeps its roster private (the default): members only' },
  listPublicTeamRoster: { cells: [403, 403, 403, 403, 403, 403, 403], note: 'the signed-out roster: the fixture team keeps its roster private (the default)' },
  getMyTeamRole: self,
  joinTeam: { cells: [401, 409, 201, 409, 403, 201, 201], note: 'the owner and the teammate are members already; nobody joins a team whose owner is in a block pair with them' },
  leaveTeam: { cells: [401, 409, 200, 200, 404, 200, 200], note: 'the owner cannot leave their own team; other, guardian and admin joined in joinTeam; the teammate is one made for this row; the blocked person never got in' },
  removeTeamMember: ownerOnly,
  changeTeamRole: ownerOnly,
  listJoinRequests: ownerOnly,
  reviewJoinRequest: { cells: [401, 404, 403, 403, 403, 403, 403], note: 'the fixture team is open: there is no request to review' },
  listSeasons: publicRead,
  createSeason: ownerOnlyCreate,
  listSessions: publicRead,
  createSession: ownerOnlyCreate,
  listTeamEvents: publicRead,
  registerForSeason: { cells: [401, 201, 403, 201, 403, 403, 403], note: 'members only (the owner and the teammate are; the others are not, or left in leaveTeam)' },
  listRegistrations: ownerOnly,
  sendCreateMotivation: selfCreate,

  // Home, people, search
  getHomeDashboard: self,
  listNearbyPlayers: self,
  listConnections: self,
  requestConnection: selfCreate,
  acceptConnection: { cells: [401, 201, 404, 404, 404, 404, 404], note: 'only the person asked has a request to accept (held for the minor owner, the guardian approved it in setup)' },
  removeConnection: { cells: [401, 200, 404, 404, 404, 404, 404], note: 'only the two people connected have the connection' },
  fullSearch: self,

  // Follows (of the owner as a host)
  listFollows: self,
  getFollowStatus: self,
  followTarget: { cells: [401, 400, 404, 200, 404, 200, 404], note: 'nobody follows themselves; the owner is a minor, a host only those who know them can find (a block pair may not follow each other: 403 between adults)' },
  unfollowTarget: { cells: [401, 200, 200, 200, 200, 200, 200], note: 'idempotent: unfollowing what one does not follow is no error' },
  listGuardianRequests: self,
  decideGuardianRequest: { cells: [401, 403, 403, 403, 403, 201, 403], note: 'a request held for the minor owner: only their guardian decides (not the child)' },
  decideGuardianTeamRequest: { cells: [401, 403, 403, 403, 403, 404, 403], note: 'only the guardian gets past the access check; the minor owner asked to join no team, so nothing waits' },

  // Post board
  listPosts: publicRead,
  getPost: minorPage(404, 'the post’s author is the owner, a minor: it is on the board only for those who know them'),
  listMyPosts: self,
  createPost: selfCreate,
  updatePost: ownerOnly,
  deletePost: { cells: [401, 404, 403, 403, 403, 403, 200], note: 'an admin may delete any post (moderation); the owner, last, finds it gone' },
  listRecentPosts: adminOnly,
  setPostHidden: adminOnly,

  // Admin
  getFlags: publicRead,
  updateFlags: adminOnly,
  createBroadcast: { ...adminOnlyCreate, note: 'a preview to the fixture team: nothing is sent' },
  getSignupStats: adminOnly,
  listAmbassadorApplications: adminOnly,
  decideAmbassadorApplication: adminOnly,
  findAccount: adminOnly,
  setAccountStatus: { ...adminOnly, note: 'the admin disables a person made for this row (disabling the owner would spoil every later row)' },
  setUserBetas: adminOnly,
  listSiteDomains: adminOnly,
  listPartners: publicRead,
  getPartner: publicRead,
  listPartnerEvents: publicRead,
  createPartner: adminOnlyCreate,
  updatePartner: adminOnly,
  deletePartner: adminOnly,

  // Websites
  listMySites: self,
  createSite: selfCreate,
  getSiteDraft: ownerOnly,
  saveSiteDraft: ownerOnly,
  discardSiteDraft: { cells: [401, 409, 403, 403, 403, 403, 403], note: 'only the owner gets past the access check; a never-published site has nothing to fall back to (delete it instead)' },
  publishSite: ownerOnlyCreate,
  deleteSite: ownerOnly,
  getSite: publicRead,
  getTeamSite: { ...missingForAll, note: 'the fixture team has no site' },
  getSiteByDomain: { ...missingForAll, note: 'no site proved the fixture domain' },
  getSiteDomainStatus: ownerOnly,
  checkSiteDomain: { cells: [401, 400, 403, 403, 403, 403, 403], note: 'only the creator gets past the access check; the fixture site has no custom domain to check' },

  // Messages
  listConversations: self,
  openDirectConversation: selfCreate,
  // Someone else's conversation is answered as one that does not exist (the messages domain's access rule).
  listMessages: ownerElseMissing,
  sendMessage: { cells: [401, 201, 404, 404, 404, 404, 404] },
  editMessage: ownerElseMissing,
  deleteMessage: ownerElseMissing,
  markConversationRead: { cells: [401, 201, 404, 404, 404, 404, 404] },

  // Payments
  listPlans: publicRead,
  getPayoutAccount: self,
  connectPayoutAccount: selfCreate,
  exchangeConnectCode: { cells: [401, 400, 400, 400, 400, 400, 400], note: 'any signed-in person may try; Stripe (the local fake) refuses the fixture code' },
  unlinkPayoutAccount: self,
  listMySubscriptions: self,
  listHostSubscriptions: { ...ownerElseMissing, note: 'hostId is the owner’s own id: to anyone else it names no team' },
  lookupSubscriptions: self,
  createSubscription: { cells: [401, 201, 403, 403, 403, 403, 403], note: 'a plan for the owner’s team: only its owner and admins may buy it (not a plain member)' },
  changeSubscription: { cells: [401, 404, 404, 404, 404, 404, 404], note: 'no subscription in the fixtures: the id is unknown to everyone' },
  cancelSubscription: { cells: [401, 404, 404, 404, 404, 404, 404], note: 'no subscription in the fixtures: the id is unknown to everyone' },
  createCustomerSession: { ...selfCreate, note: 'a session for each caller’s own Stripe customer; nothing names anyone else' },
  getProduct: { cells: [401, 404, 404, 404, 404, 404, 404], note: 'any signed-in person may ask; the fixture product does not exist' },
  listInvoices: self,
  listTransactions: self,

  // Forms
  listMyForms: self,
  createForm: selfCreate,
  getFormForBuilder: ownerOnly,
  saveFormDraft: ownerOnly,
  publishForm: ownerOnlyCreate,
  closeForm: ownerOnlyCreate,
  copyForm: ownerOnlyCreate,
  getFormToFill: { cells: [401, 200, 200, 200, 403, 200, 200], note: 'a form of the owner is refused across a block (reaching the owner): You cannot contact this user.' },
  saveFormAnswers: { cells: [401, 200, 200, 200, 403, 200, 200], note: 'as getFormToFill' },
  submitForm: { cells: [401, 201, 201, 201, 403, 201, 201], note: 'as getFormToFill' },
  listSubmissions: ownerOnly,
  getSubmission: ownerOnly,
  payForSubmission: { cells: [401, 409, 403, 403, 403, 403, 403], note: 'owner is the submitter; the fixture form asks no fee, so nothing is due' },
};

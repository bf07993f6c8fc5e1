import { beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routeIds, routes, type RouteDef, type RouteId } from '@shared/api/routes';
import { api, newAdmin } from '../fixtures/local';
import { eventBody, inHours, person, type User } from '../fixtures/events';
import { as, teamBody } from '../fixtures/teams';
import { yearsAgo } from '@shared/schemas/user';
import { accessMatrix, type Cells } from './access-matrix';

type Json = Record<string, unknown>;
const roles = ['anonymous', 'owner', 'other', 'teammate', 'blocked', 'guardian', 'admin'] as const;
type Role = (typeof roles)[number];

const ok = async (res: Promise<{ status: number; json: Json }>, what: string) => {
  const r = await res;
  expect(r.status, `${what}: ${JSON.stringify(r.json)}`).toBeLessThan(300);
  return r.json;
};

const weekly = () => Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { isAvailable: false, timeRanges: [] }]));
const formContent = {
  title: 'Spring league registration',
  description: 'Sign up for the spring league.',
  fields: [{ type: 'shortText', id: 'phone', label: 'Emergency contact', required: true }],
};
const pushKeys = { auth: 'A'.repeat(22), p256dh: `B${'C'.repeat(86)}` };
const partnerBody = { name: 'Mile High Courts', ptype: 'venues', tagline: 'Eight lit courts', description: 'Indoor and outdoor courts.' };
const day = (hours: number) => inHours(hours).slice(0, 10);
const id = (o: Json) => o.id as string;
const ownerProfile = { displayName: 'mxowner', fullName: 'Mx Owner', birthdate: yearsAgo(16), defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 } };

/** The people and objects every row is checked against, made once. */
async function makeFixtures() {
  const [owner, other, friend, member, stranger, asker, throwaway, teammate, blocked, guardian, held] = (await Promise.all(
    ['mxowner', 'mxother', 'mxfriend', 'mxmember', 'mxstranger', 'mxasker', 'mxthrow', 'mxmate', 'mxblocked', 'mxguardian', 'mxheld'].map((p) => person(p)),
  )) as [User, User, User, User, User, User, User, User, User, User, User];
  const admin = await newAdmin('mxadmin');
  await ok(api('PUT', `/api/users/${admin.uid}`, { ...as(admin), body: { displayName: 'mxadmin', fullName: 'Mx Admin', defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 } } }), 'admin profile');
  const o = as(owner);
  // The owner is 16; they add the guardian as their parent, who accepts: that makes a guardian.
  await ok(api('PUT', `/api/users/${owner.uid}`, { ...o, body: ownerProfile }), 'owner is a minor');
  const parentLink = await ok(api('POST', `/api/users/${owner.uid}/family`, { ...o, body: { isGthUser: true, relation: 'parent', userId: guardian.uid } }), 'guardian asked');
  await ok(api('POST', `/api/family-connections/${id(parentLink)}/response`, { ...as(guardian), body: { accept: true } }), 'guardian accepts');
  await ok(api('POST', `/api/users/${owner.uid}/blocks`, { ...o, body: { userIds: [blocked.uid] } }), 'owner blocks');
  const event = await ok(api('POST', '/api/events', { ...o, body: eventBody({ title: 'Matrix event' }) }), 'event');
  const eventToCancel = await ok(api('POST', '/api/events', { ...o, body: eventBody({ title: 'Matrix cancel' }) }), 'event 2');
  const place = await ok(api('POST', '/api/places', { ...o, body: { name: 'Matrix Courts', address: '1 Main St, Denver, CO', lat: 39.74, lng: -104.99, gameTypes: ['Basketball'], description: 'x' } }), 'place');
  const participants = [1, 2, 3, 4].map((i) => ({ id: `p${i}`, name: `Player ${i}` }));
  const game = await ok(api('POST', `/api/events/${event.id as string}/games`, { ...o, body: { name: 'Matrix game', participants } }), 'game');
  const gameToDelete = await ok(api('POST', `/api/events/${event.id as string}/games`, { ...o, body: { name: 'Matrix game 2', participants } }), 'game 2');
  const team = await ok(api('POST', '/api/teams', { ...o, body: teamBody({ name: 'Matrix Team' }) }), 'team');
  const teamToDelete = await ok(api('POST', '/api/teams', { ...o, body: teamBody({ name: 'Matrix Team 2' }) }), 'team 2');
  await ok(api('POST', `/api/teams/${team.id as string}/members`, as(friend)), 'friend joins');
  await ok(api('POST', `/api/teams/${team.id as string}/members`, as(member)), 'member joins');
  await ok(api('POST', `/api/teams/${team.id as string}/members`, as(teammate)), 'teammate joins');
  const season = await ok(api('POST', `/api/teams/${team.id as string}/seasons`, { ...o, body: { label: 'Spring', startDate: day(24), endDate: day(24 * 60) } }), 'season');
  const post = await ok(api('POST', '/api/posts', { ...o, body: { title: 'Matrix post', text: 'x', category: 'test', subCategory: 'test-posts' } }), 'post');
  const postToDelete = await ok(api('POST', '/api/posts', { ...o, body: { title: 'Matrix post 2', text: 'x', category: 'test', subCategory: 'test-posts' } }), 'post 2');
  const site = await ok(api('POST', '/api/sites', { ...o, body: { title: 'Matrix site' } }), 'site');
  const siteToPublish = await ok(api('POST', '/api/sites', { ...o, body: { title: 'Matrix site 2' } }), 'site 2');
  const siteToDelete = await ok(api('POST', '/api/sites', { ...o, body: { title: 'Matrix site 3' } }), 'site 3');
  const form = await ok(api('POST', '/api/forms', { ...o, body: {} }), 'form');
  const formToFill = await ok(api('POST', '/api/forms', { ...o, body: {} }), 'form 2');
  const saved = await ok(api('PUT', `/api/forms/${formToFill.id as string}/builder`, { ...o, body: { content: formContent, version: formToFill.version } }), 'form 2 saved');
  await ok(api('POST', `/api/forms/${formToFill.id as string}/publish`, { ...o, body: { version: saved.version } }), 'form 2 published');
  const submission = await ok(api('POST', `/api/forms/${formToFill.id as string}/submissions`, { ...as(friend), body: { answers: { phone: '555-0100' } } }), 'submission');
  const conversation = await ok(api('POST', '/api/conversations/direct', { ...o, body: { userId: friend.uid } }), 'conversation');
  const message = await ok(api('POST', `/api/conversations/${conversation.id as string}/messages`, { ...o, body: { text: 'hello' } }), 'message');
  const family = await ok(api('POST', `/api/users/${owner.uid}/family`, { ...o, body: { isGthUser: true, relation: 'sibling', userId: friend.uid } }), 'family');
  const familyToDelete = await ok(
    api('POST', `/api/users/${owner.uid}/family`, { ...o, body: { isGthUser: false, relation: 'child', firstName: 'Kim', lastName: 'Owner', phoneNumber: '555-0101', age: 9 } }),
    'family 2',
  );
  const registration = await ok(api('POST', '/api/push-registrations', { ...o, body: { endpoint: 'https://fcm.googleapis.com/fcm/send/matrix', keys: pushKeys } }), 'push');
  await ok(api('POST', '/api/ambassador-applications', { ...o, body: { fullName: 'Mx Owner', city: 'Denver, CO', sports: ['Tennis'], experience: 'some', hoursPerMonth: 6, motivation: 'I run a Tuesday group and want more people in.' } }), 'ambassador');
  const partner = await ok(api('POST', '/api/admin/partners', { ...as(admin), body: partnerBody }), 'partner');
  const partnerToDelete = await ok(api('POST', '/api/admin/partners', { ...as(admin), body: { ...partnerBody, name: 'Delete Me Courts' } }), 'partner 2');
  // The asker asks the owner to connect; the request waits for the guardian, who lets it through:
  // the owner gets a notification and a request to accept. The held person's request stays held.
  await ok(api('POST', `/api/connections/${owner.uid}`, as(asker)), 'asker asks');
  await ok(api('POST', `/api/connections/${owner.uid}`, as(held)), 'held asks');
  await ok(api('POST', `/api/guardian/connection-requests/${owner.uid}/${asker.uid}`, { ...as(guardian), body: { decision: 'approve' } }), 'guardian approves');
  let notificationId = '';
  for (let tries = 0; !notificationId && tries < 75; tries++) {
    const items = ((await api('GET', '/api/notifications', o)).json.items ?? []) as Array<{ id: string }>;
    notificationId = items[0]?.id ?? '';
    if (!notificationId) await new Promise((r) => setTimeout(r, 200));
  }
  if (!notificationId) throw new Error('the connection request never reached the owner’s notifications');
  return {
    owner, other, friend, member, stranger, asker, throwaway, teammate, blocked, guardian, held, admin,
    event, eventToCancel, place, game, gameToDelete, team, teamToDelete, season, post, postToDelete,
    site, siteToPublish, siteToDelete, form, formToFill, submission, conversation, message, family, familyToDelete,
    registration, partner, partnerToDelete, notificationId,
  };
}
type Fixtures = Awaited<ReturnType<typeof makeFixtures>>;

interface Request {
  params?: Json;
  query?: string;
  body?: unknown;
  /** Who plays "owner" when it is not the fixture owner. */
  owner?: User;
  /** Who play the other columns when the call would spoil the shared callers for later rows. */
  callers?: Partial<Record<Exclude<Role, 'anonymous' | 'owner'>, User>>;
}

/** The objects a path's `{name}` segments name, unless the route says otherwise. */
const defaultParams = (f: Fixtures): Json => ({
  uid: f.owner.uid, eventId: id(f.event), placeId: id(f.place), gameId: id(f.game), id: id(f.team), seasonId: id(f.season),
  postId: id(f.post), siteId: id(f.site), formId: id(f.form), submissionId: id(f.submission), conversationId: id(f.conversation),
  messageId: id(f.message), notificationId: f.notificationId, registrationId: f.registration.registrationId as string,
  connectionId: id(f.family), partnerId: id(f.partner), userId: f.owner.uid, hostId: f.owner.uid, productId: 'prod_none',
  subscriptionId: 'sub_none', paymentId: 'pay_none', blockedUid: f.stranger.uid, category: 'test', subCategory: 'test-posts', slug: 'no-such-org', domain: 'nobody.example.org',
});
const near = 'lat=39.7392&lng=-104.9903';

/** The owner's event for the check-in rows, joined by the friend; made on first use. */
let checkinEvent: Promise<Json> | undefined;
const checkinEventOf = (f: Fixtures) =>
  (checkinEvent ??= (async () => {
    const event = await ok(api('POST', '/api/events', { ...as(f.owner), body: eventBody({ title: 'Matrix check-in' }) }), 'check-in event');
    await ok(api('POST', `/api/events/${id(event)}/rsvps`, { ...as(f.friend), body: { occurrence: event.dateStart } }), 'friend joins the check-in event');
    return event;
  })());
const checkinRequest = async (f: Fixtures, withBody: boolean): Promise<Request> => {
  const event = await checkinEventOf(f);
  const occurrence = event.dateStart as string;
  return withBody
    ? { params: { eventId: id(event), uid: f.friend.uid }, body: { occurrence } }
    : { params: { eventId: id(event), uid: f.friend.uid }, query: `occurrence=${encodeURIComponent(occurrence)}` };
};

/** A guest of the owner's event or team, added once per key on first use. */
const guestsMade = new Map<string, Promise<Json>>();
const guestOf = (f: Fixtures, scope: 'events' | 'teams', key: string) => {
  const at = `${scope}:${key}`;
  if (!guestsMade.has(at)) {
    const scopeId = scope === 'events' ? id(f.event) : id(f.team);
    const body = { name: `Matrix ${key}`, email: `matrix-${scope}-${key}@example.com` };
    guestsMade.set(at, ok(api('POST', `/api/${scope}/${scopeId}/guests`, { ...as(f.owner), body }), `guest ${at}`).then((r) => r.guest as Json));
  }
  return guestsMade.get(at)!;
};
const guestBody = { name: 'Matrix Added', email: 'matrix-added@example.com' };

/** What to send each route (a body its schema accepts; the query it needs). Async: some read a current version. */
const requests: Partial<Record<RouteId, (f: Fixtures) => Request | Promise<Request>>> = {
  lookupFamilyMember: (f) => ({ query: `q=${encodeURIComponent(f.friend.email)}` }),
  updateProfile: () => ({ body: ownerProfile }),
  updateAvailability: () => ({ body: { weekly: weekly(), dateSpecific: [], privacy: {} } }),
  searchCities: () => ({ query: 'q=Denv' }),
  getCalendarFeed: async (f) => {
    const feed = await api('GET', '/api/calendar-feeds/me', { token: f.owner.idToken });
    return { params: { file: String(feed.json.url).split('/').pop()! } };
  },
  getPlaceCalendarFeed: (f) => ({ params: { file: `${id(f.place)}.ics` } }),
  getTeamCalendarFeed: (f) => ({ params: { teamId: id(f.team) } }),
  rotateTeamCalendarFeed: (f) => ({ params: { teamId: id(f.team) } }),
  listNearbyEvents: () => ({ query: near }),
  createEvent: () => ({ body: eventBody({ title: 'Matrix created' }) }),
  updateEvent: async (f) => ({ body: eventBody({ title: 'Matrix updated', version: (await api('GET', `/api/events/${id(f.event)}`)).json.version }) }),
  cancelEvent: (f) => ({ params: { eventId: id(f.eventToCancel) } }),
  rsvpEvent: () => ({ body: {} }),
  getFamilyCalendar: () => ({ query: `from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 7 * 86_400_000).toISOString())}` }),
  createFamilyRsvps: async (f) => {
    const event = await checkinEventOf(f);
    return { params: { eventId: id(event) }, body: { occurrence: event.dateStart, members: [f.owner.uid] } };
  },
  checkInPlayer: (f) => checkinRequest(f, true),
  undoCheckIn: (f) => checkinRequest(f, false),
  listCheckins: (f) => checkinRequest(f, false),
  endorsePlayer: async (f) => {
    const event = await checkinEventOf(f);
    return { params: { eventId: id(event) }, body: { occurrence: event.dateStart, to: f.friend.uid, kind: 'skill' } };
  },
  listEndorsable: async (f) => {
    const event = await checkinEventOf(f);
    return { params: { eventId: id(event) }, query: `occurrence=${encodeURIComponent(event.dateStart as string)}` };
  },
  nudgeEvent: () => ({ body: {} }),
  listFillCandidates: () => ({ query: 'limit=5' }),
  inviteToFill: () => ({ body: { limit: 5 } }),
  declineFillInvite: (f) => ({ body: { occurrence: f.event.dateStart } }),
  getFillInvite: (f) => ({ query: `occurrence=${encodeURIComponent(f.event.dateStart as string)}` }),
  reviewRsvp: (f) => ({ params: { uid: f.other.uid }, body: { occurrence: f.event.dateStart, approve: true } }),
  listNearbyPlaces: () => ({ query: near }),
  createPlace: () => ({ body: { name: 'Matrix Courts 2', address: '2 Main St, Denver, CO', lat: 39.74, lng: -104.99, gameTypes: ['Basketball'], description: 'x' } }),
  updatePlace: () => ({ body: { name: 'Matrix Courts', address: '1 Main St, Denver, CO', lat: 39.74, lng: -104.99, gameTypes: ['Basketball'], description: 'y' } }),
  createGame: () => ({ body: { name: 'Matrix game 3', participants: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] } }),
  updateGame: async (f) => ({ body: { name: 'Matrix game renamed', version: (await api('GET', `/api/games/${id(f.game)}`, as(f.owner))).json.version } }),
  deleteGame: (f) => ({ params: { gameId: id(f.gameToDelete) } }),
  generatePlayoff: () => ({ body: {} }),
  // Signing out everywhere revokes the caller's tokens: every caller of this row is made for it.
  signOutEverywhere: async () => {
    const [owner, other, teammate, blocked, guardian] = await Promise.all(['so-owner', 'so-other', 'so-mate', 'so-blocked', 'so-guardian'].map((p) => person(p)));
    return { owner, callers: { other, teammate, blocked, guardian, admin: await newAdmin('signout-admin') } };
  },
  deleteAccount: (f) => ({ params: { uid: f.throwaway.uid }, owner: f.throwaway, body: { confirm: 'DELETE' } }),
  updateAlternateEmails: () => ({ body: { alternateEmails: ['alt@example.com'] } }),
  updatePrivacy: () => ({ body: { messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: true, publicUpcomingGames: true } }),
  blockUsers: (f) => ({ body: { userIds: [f.stranger.uid] } }),
  updateConversation: (f) => ({ body: { userId: f.owner.uid, blocked: false } }),
  updateNotificationSettings: () => ({ body: { notificationSettings: { connections: { email: true, push: true } } } }),
  updateLocale: () => ({ body: { locale: 'es' } }),
  updateActivitySubscriptions: () => ({ body: { activitySubscriptions: [] } }),
  updateSportAvailability: () => ({ body: { sportAvailability: [{ sport: 'Tennis', toggle: true }] } }),
  createFamilyConnection: () => ({ body: { isGthUser: false, relation: 'child', firstName: 'Lee', lastName: 'Owner', phoneNumber: '555-0102', age: 7 } }),
  deleteFamilyConnection: (f) => ({ params: { connectionId: id(f.familyToDelete) } }),
  respondFamilyConnection: (f) => ({ owner: f.friend, body: { accept: true } }),
  markNotification: () => ({ body: { read: true } }),
  registerPush: () => ({ body: { endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-2', keys: pushKeys } }),
  refreshPush: () => ({ body: { endpoint: 'https://fcm.googleapis.com/fcm/send/matrix', keys: pushKeys } }),
  applyAmbassador: () => ({ body: { fullName: 'Mx Person', city: 'Denver, CO', sports: ['Tennis'], experience: 'some', hoursPerMonth: 6, motivation: 'I run a Tuesday group and want more people in.' } }),

  addEventGuest: () => ({ body: guestBody }),
  findEventGuest: async (f) => ({ query: `email=${encodeURIComponent((await guestOf(f, 'events', 'kept')).email as string)}` }),
  getEventGuest: async (f) => ({ params: { guestId: (await guestOf(f, 'events', 'kept')).guestId } }),
  removeEventGuest: async (f) => ({ params: { guestId: (await guestOf(f, 'events', 'removed')).guestId } }),
  unsubscribeGuest: () => ({ params: { token: `guest_NOBODY.${'A'.repeat(43)}` } }),
  addTeamGuest: () => ({ body: guestBody }),
  findTeamGuest: async (f) => ({ query: `email=${encodeURIComponent((await guestOf(f, 'teams', 'kept')).email as string)}` }),
  getTeamGuest: async (f) => ({ params: { guestId: (await guestOf(f, 'teams', 'kept')).guestId } }),
  removeTeamGuest: async (f) => ({ params: { guestId: (await guestOf(f, 'teams', 'removed')).guestId } }),
  createTeam: () => ({ body: teamBody({ name: 'Matrix Team 3' }) }),
  listNearbyTeams: () => ({ query: near }),
  updateTeam: async (f) => ({ body: { description: 'Updated', version: (await api('GET', `/api/teams/${id(f.team)}`)).json.version } }),
  deleteTeam: (f) => ({ params: { id: id(f.teamToDelete) } }),
  announceToTeam: () => ({ body: { title: 'Matrix', body: 'Hello team.' } }),
  // Leaving would spoil the teammate for later rows: a member made for this row leaves instead.
  leaveTeam: async (f) => {
    const teammate = await person('mxleaver');
    await ok(api('POST', `/api/teams/${id(f.team)}/members`, as(teammate)), 'leaver joins');
    return { callers: { teammate } };
  },
  removeTeamMember: (f) => ({ params: { uid: f.member.uid } }),
  changeTeamRole: (f) => ({ params: { uid: f.friend.uid }, body: { role: 'admin' } }),
  reviewJoinRequest: (f) => ({ params: { uid: f.stranger.uid }, body: { decision: 'approve' } }),
  createSeason: () => ({ body: { label: 'Summer', startDate: day(24 * 70), endDate: day(24 * 120) } }),
  createSession: (f) => ({ body: { seasonId: id(f.season), label: 'Week 1', startDate: day(24 * 2), endDate: day(24 * 9) } }),
  sendCreateMotivation: () => ({ body: { pageIndex: 1 } }),

  listNearbyPlayers: () => ({ query: near }),
  listPartners: () => ({ query: 'type=venues' }),
  listPlans: () => ({ query: 'kind=user' }),
  requestConnection: (f) => ({ params: { uid: f.stranger.uid } }),
  acceptConnection: (f) => ({ params: { uid: f.asker.uid } }),
  removeConnection: (f) => ({ params: { uid: f.asker.uid } }),
  getFollowStatus: (f) => ({ params: { kind: 'host', targetId: f.owner.uid } }),
  followTarget: (f) => ({ params: { kind: 'host', targetId: f.owner.uid } }),
  unfollowTarget: (f) => ({ params: { kind: 'host', targetId: f.owner.uid } }),
  fullSearch: () => ({ query: `q=Matrix&${near}` }),
  decideGuardianRequest: (f) => ({ params: { minorUid: f.owner.uid, requesterUid: f.held.uid }, body: { decision: 'approve' } }),
  decideGuardianTeamRequest: (f) => ({ params: { minorUid: f.owner.uid, teamId: id(f.team) }, body: { decision: 'approve' } }),

  createPost: () => ({ body: { title: 'Matrix post 3', text: 'x', category: 'test', subCategory: 'test-posts' } }),
  updatePost: () => ({ body: { title: 'Matrix post', text: 'y', category: 'test', subCategory: 'test-posts' } }),
  deletePost: (f) => ({ params: { postId: id(f.postToDelete) } }),
  setPostHidden: () => ({ body: { hidden: false } }),

  // Off is every flag's default: the rest of the run is not affected.
  updateFlags: () => ({ body: { badges: false } }),
  createBroadcast: (f) => ({ body: { type: 'news', title: 'Matrix', body: 'Preview only.', audience: { kind: 'community', teamId: id(f.team) }, preview: true } }),
  decideAmbassadorApplication: () => ({ body: { status: 'approved' } }),
  findAccount: (f) => ({ query: `email=${encodeURIComponent(f.owner.email)}` }),
  setAccountStatus: async () => ({ params: { userId: (await person('mxdisabled')).uid }, body: { disabled: true } }),
  setUserBetas: (f) => ({ params: { userId: f.owner.uid }, body: { betas: [] } }),
  createPartner: () => ({ body: { ...partnerBody, name: 'Matrix Partner 3' } }),
  updatePartner: () => ({ body: partnerBody }),
  deletePartner: (f) => ({ params: { partnerId: id(f.partnerToDelete) } }),

  createSite: () => ({ body: { title: 'Matrix site 4' } }),
  saveSiteDraft: async (f) => {
    const draft = (await api('GET', `/api/sites/${id(f.site)}/draft`, as(f.owner))).json;
    return { body: { version: draft.version, content: { title: 'Matrix site saved', pages: draft.pages, settings: draft.settings, domain: draft.domain, teamId: draft.teamId } } };
  },
  publishSite: async (f) => {
    const draft = (await api('GET', `/api/sites/${id(f.siteToPublish)}/draft`, as(f.owner))).json;
    return { params: { siteId: id(f.siteToPublish) }, body: { version: draft.version } };
  },
  deleteSite: (f) => ({ params: { siteId: id(f.siteToDelete) } }),
  getSite: (f) => ({ params: { siteId: id(f.siteToPublish) } }),

  openDirectConversation: (f) => ({ body: { userId: f.friend.uid } }),
  sendMessage: () => ({ body: { text: 'hello again' } }),
  editMessage: () => ({ body: { text: 'hello, edited' } }),

  connectPayoutAccount: () => ({ body: { type: 'NEW', country: 'US', platform: 'gth', environment: 'development' } }),
  exchangeConnectCode: () => ({ body: { code: 'ac_matrix' } }),
  lookupSubscriptions: () => ({ query: 'kind=community' }),
  createSubscription: (f) => ({
    body: {
      items: [{ id: 'PRO', name: 'Organizer Pro', quantity: 1, cost: 19, type: 'CHANGE_TEAM_SUBSCRIPTION', subscriptionPriceId: 'rally_team_pro_monthly', hostId: id(f.team) }],
      platform: 'gth',
      environment: 'development',
    },
  }),
  changeSubscription: () => ({ body: { planId: 'team_pro', version: 1 } }),
  cancelSubscription: () => ({ query: 'type=CHANGE_USER_SUBSCRIPTION&platform=gth' }),

  createForm: () => ({ body: {} }),
  saveFormDraft: async (f) => ({ body: { content: formContent, version: (await api('GET', `/api/forms/${id(f.form)}/builder`, as(f.owner))).json.version } }),
  publishForm: async (f) => ({ body: { version: (await api('GET', `/api/forms/${id(f.form)}/builder`, as(f.owner))).json.version } }),
  closeForm: async (f) => ({ body: { version: (await api('GET', `/api/forms/${id(f.form)}/builder`, as(f.owner))).json.version } }),
  getFormToFill: (f) => ({ params: { formId: id(f.formToFill) } }),
  saveFormAnswers: (f) => ({ params: { formId: id(f.formToFill) }, body: { answers: { phone: '555-0100' } } }),
  submitForm: (f) => ({ params: { formId: id(f.formToFill) }, body: { answers: { phone: '555-0100' } } }),
  listSubmissions: (f) => ({ params: { formId: id(f.formToFill) } }),
  getSubmission: (f) => ({ params: { formId: id(f.formToFill) } }),
  payForSubmission: (f) => ({ params: { formId: id(f.formToFill) }, owner: f.friend }),
  // A well-formed occurrence, so the access check (not the body's shape) decides; the event has no such date.
  markRsvpPaid: (f) => ({ params: { uid: f.friend.uid }, body: { occurrence: '2030-01-01T00:00:00.000Z' } }),
};

const table = routeIds.map((rid) => [rid, routes[rid] as RouteDef] as const);

describe('authorization matrix (test/integration/access-matrix.ts)', () => {
  it('declares every route of the table, and nothing else', () => {
    expect(routeIds.filter((rid) => !accessMatrix[rid]), 'routes without a declared row').toEqual([]);
    expect(Object.keys(accessMatrix).filter((rid) => !(routeIds as string[]).includes(rid)), 'rows for no route').toEqual([]);
  });

  it('keeps the route table’s auth: anonymous gets 401 exactly on non-public routes, non-admins 403 on admin routes', () => {
    for (const [rid, route] of table) {
      const [anonymous, ...signedIn] = accessMatrix[rid].cells;
      if (route.auth !== 'public') expect(anonymous, rid).toBe(401);
      else expect(anonymous, rid).not.toBe(401);
      if (route.auth === 'admin') expect(signedIn.slice(0, -1), rid).toEqual([403, 403, 403, 403, 403]);
    }
  });

  let fixtures: Fixtures;
  beforeAll(async () => {
    fixtures = await makeFixtures();
  }, 180_000);

  it('answers every cell as declared', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    for (const [rid, route] of table) {
      const recipe = await (requests[rid]?.(fixtures) ?? {});
      const path = buildPath(route.path, { ...defaultParams(fixtures), ...recipe.params } as Record<string, string>);
      const url = recipe.query ? `${path}?${recipe.query}` : path;
      const f = { ...fixtures, ...recipe.callers };
      const callers: Array<User | undefined> = [undefined, recipe.owner ?? f.owner, f.other, f.teammate, f.blocked, f.guardian, f.admin];
      const expected: Cells = accessMatrix[rid].cells;
      const call = async (i: number) => {
        const caller = callers[i];
        const res = await api(route.method, url, { ...(caller ? { token: caller.idToken } : {}), ...(recipe.body !== undefined ? { body: recipe.body } : {}) });
        cells += 1;
        if (res.status !== expected[i]) {
          const line = `${rid} ${roles[i]}: expected ${expected[i]}, got ${res.status} ${JSON.stringify(res.json).slice(0, 160)}`;
          mismatches.push(line);
          console.info(`access matrix mismatch: ${line}`);
        }
      };
      // Anonymous, other, teammate, blocked and guardian at once: no call of one changes what
      // another of them is answered. Then the admin (who may delete what the others were refused),
      // and the owner last: their call may change or delete the object.
      await Promise.all([0, 2, 3, 4, 5].map(call));
      await call(6);
      await call(1);
    }
    console.info(`access matrix: ${cells} cells, ${mismatches.length} mismatches`);
    expect(mismatches).toEqual([]);
  }, 600_000);
});

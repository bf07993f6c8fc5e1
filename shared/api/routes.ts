import * as z from 'zod';
import {
  createEventInput,
  eventDto,
  favoriteDto,
  favoritesDto,
  leaveQuery,
  leaveResultDto,
  nearbyEventsDto,
  nearbyEventsQuery,
  occurrenceQuery,
  pagedEventsDto,
  reviewRsvpInput,
  rsvpDto,
  rsvpInput,
  rsvpListDto,
  rsvpResultDto,
  updateEventInput,
  userEventsQuery,
} from '../schemas/event';
import { nearbyPlacesQuery, pagedPlacesDto, placeDto, placeInput } from '../schemas/place';
import { createGameInput, gameDto, gamesDto, generatePlayoffInput, updateGameInput } from '../schemas/game';
import { idParam, okDto } from '../schemas/common';
import { availabilityDto, availabilityInput } from '../schemas/availability';
import { citySearchDto, citySearchQuery } from '../schemas/place';
import { lookupUserQuery, profileDto, publicProfileDto, updateProfileInput } from '../schemas/user';
import { gameTypes, genders } from '../constants/lists';
import {
  alternateEmailsDto,
  alternateEmailsInput,
  blockedConversationsDto,
  blockUsersInput,
  conversationStateDto,
  conversationUpdateInput,
  deleteAccountInput,
  notificationSettingsDto,
  notificationSettingsInput,
  privacySettingsDto,
  privacyTogglesInput,
  sportAvailabilityDto,
  sportAvailabilityInput,
  userListsDto,
  userTeamsDto,
} from '../schemas/settings';
import { familyConnectionDto, familyConnectionsDto, familyMemberInput, familyResponseDto, familyResponseInput } from '../schemas/family';
import { listNotificationsQuery, markNotificationInput, notificationDto, notificationsDto } from '../schemas/notification';


/**
 * THE route table (DESIGN §3). Every API operation is declared once here:
 * - lib/constructs/api.ts builds HTTP API routes and one Lambda per `domain` from it;
 * - lib/local/api-server.ts mounts the same table locally;
 * - web/src/lib/api-client.ts derives typed calls from it;
 * - test/integration/route-table.test.ts walks it (auth and bad-input checks).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteAuth = 'public' | 'user';

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway style path: `/api/users/{uid}`. */
  path: `/api/${string}`;
  /** The Lambda that serves it: lambdas/http/<domain>/index.ts. */
  domain: string;
  auth: RouteAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  output: z.ZodType;
  summary: string;
}

const defineRoutes = <const T extends Record<string, RouteDef>>(table: T) => table;

export const routes = defineRoutes({
  getHealth: {
    method: 'GET',
    path: '/api/health',
    domain: 'system',
    auth: 'public',
    output: z.object({ ok: z.literal(true), time: z.string() }),
    summary: 'Liveness: the API and its Lambda answer.',
  },
  getMe: {
    method: 'GET',
    path: '/api/me',
    domain: 'users',
    auth: 'user',
    output: profileDto,
    summary: "The signed-in user's profile (a new user gets hasAdditionalInfo false).",
  },
  lookupUser: {
    method: 'GET',
    path: '/api/users/lookup',
    domain: 'users',
    auth: 'user',
    query: lookupUserQuery,
    output: publicProfileDto,
    summary: 'Find a user by e-mail (query contains @) or by id; 404 when none.',
  },
  getUser: {
    method: 'GET',
    path: '/api/users/{uid}',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam }),
    output: publicProfileDto,
    summary: "Another user's public profile fields.",
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/users/{uid}',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: updateProfileInput,
    output: profileDto,
    summary: 'Create or update a profile: only its owner may (403 otherwise).',
  },
  getAvailability: {
    method: 'GET',
    path: '/api/users/{uid}/availability',
    domain: 'availability',
    auth: 'user',
    params: z.object({ uid: idParam }),
    output: availabilityDto,
    summary: "A user's availability: all of it for the owner; for anyone else only what the owner's privacy allows.",
  },
  updateAvailability: {
    method: 'PUT',
    path: '/api/users/{uid}/availability',
    domain: 'availability',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: availabilityInput,
    output: availabilityDto,
    summary: 'Create or replace the weekly and date-specific hours and their privacy: only the owner may (403 otherwise).',
  },
  searchCities: {
    method: 'GET',
    path: '/api/places/cities',
    domain: 'places',
    auth: 'public',
    query: citySearchQuery,
    output: citySearchDto,
    summary: 'US cities matching the typed text, most populous first (go-to city autocomplete).',
  },
  listGenders: {
    method: 'GET',
    path: '/api/lists/genders',
    domain: 'lists',
    auth: 'public',
    output: z.object({ items: z.array(z.enum(genders)) }),
    summary: "The server's gender list (the profile form drops 'Any').",
  },
  listGameTypes: {
    method: 'GET',
    path: '/api/lists/game-types',
    domain: 'lists',
    auth: 'public',
    output: z.object({ items: z.array(z.object({ label: z.enum(gameTypes) })) }),
    summary: "Game types, 'Other' first (Create Team lists it first; activity options drop it).",
  },
  listNearbyEvents: {
    method: 'GET',
    path: '/api/events/nearby',
    domain: 'events',
    auth: 'public',
    query: nearbyEventsQuery,
    output: nearbyEventsDto,
    summary: 'Public events within a radius of a point: date window (epoch ms), game type, text, past/future, sorted by distance or date, paged. Never a Scan.',
  },

  // ---- Issue 6: events, RSVPs, favorites, places, games ---------------------------------------
  createEvent: {
    method: 'POST',
    path: '/api/events',
    domain: 'events',
    auth: 'user',
    body: createEventInput,
    output: eventDto,
    summary: 'Create an event (one-off or recurring) at a place or an address; the caller is its creator.',
  },
  getEvent: {
    method: 'GET',
    path: '/api/events/{eventId}',
    domain: 'events',
    auth: 'public',
    params: z.object({ eventId: idParam }),
    output: eventDto,
    summary: "An event by id with its next occurrence's counts ('Game not found' 404). Private events are unlisted, not secret: the link works.",
  },
  updateEvent: {
    method: 'PUT',
    path: '/api/events/{eventId}',
    domain: 'events',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    body: updateEventInput,
    output: eventDto,
    summary: "Edit an event: creator or the hosting team's admins only; optimistic version (409 when stale).",
  },
  cancelEvent: {
    method: 'POST',
    path: '/api/events/{eventId}/cancel',
    domain: 'events',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    output: eventDto,
    summary: "Cancel an event (cancelled flag); every attendee is notified through the notify queue. Creator or hosting team's admins.",
  },
  listEventRsvps: {
    method: 'GET',
    path: '/api/events/{eventId}/rsvps',
    domain: 'events',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    query: occurrenceQuery,
    output: rsvpListDto,
    summary: 'RSVPs of one occurrence (default: the next): joined, then pending, then the waitlist in arrival order, with counts.',
  },
  rsvpEvent: {
    method: 'POST',
    path: '/api/events/{eventId}/rsvps',
    domain: 'events',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    body: rsvpInput,
    output: rsvpResultDto,
    summary:
      'Join an occurrence or the whole series, with guests: joined while spots last (never overbooked: conditional transactions), else waitlisted in arrival order; pending when approval is needed.',
  },
  leaveEvent: {
    method: 'DELETE',
    path: '/api/events/{eventId}/rsvps/me',
    domain: 'events',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    query: leaveQuery,
    output: leaveResultDto,
    summary: 'Leave an occurrence or the series; refused after the hoursToCancelBefore cut-off. The first waitlisted people who fit are promoted.',
  },
  reviewRsvp: {
    method: 'POST',
    path: '/api/events/{eventId}/rsvps/{uid}/review',
    domain: 'events',
    auth: 'user',
    params: z.object({ eventId: idParam, uid: idParam }),
    body: reviewRsvpInput,
    output: z.object({ rsvp: rsvpDto.nullable() }),
    summary: 'Creator approves (joined, or waitlisted when full) or declines (removed) a pending RSVP.',
  },
  addFavorite: {
    method: 'PUT',
    path: '/api/events/{eventId}/favorite',
    domain: 'events',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    output: favoriteDto,
    summary: "Add the event to the caller's favorites (idempotent).",
  },
  removeFavorite: {
    method: 'DELETE',
    path: '/api/events/{eventId}/favorite',
    domain: 'events',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    output: favoriteDto,
    summary: "Remove the event from the caller's favorites (idempotent).",
  },
  listFavorites: {
    method: 'GET',
    path: '/api/users/{uid}/favorites',
    domain: 'events',
    auth: 'user',
    params: z.object({ uid: idParam }),
    output: favoritesDto,
    summary: "The caller's favorite events, soonest first. Owner only.",
  },
  listUserEvents: {
    method: 'GET',
    path: '/api/users/{uid}/events',
    domain: 'events',
    auth: 'user',
    params: z.object({ uid: idParam }),
    query: userEventsQuery,
    output: pagedEventsDto,
    summary: "Events a user joined or created (profile table); other people's private events are left out unless the caller is in them.",
  },
  listNearbyPlaces: {
    method: 'GET',
    path: '/api/places/nearby',
    domain: 'places',
    auth: 'public',
    query: nearbyPlacesQuery,
    output: pagedPlacesDto,
    summary: 'Places within a radius of a point, nearest first, with a text and game-type filter, paged.',
  },
  createPlace: {
    method: 'POST',
    path: '/api/places',
    domain: 'places',
    auth: 'user',
    body: placeInput,
    output: placeDto,
    summary: 'Add a place; the caller is its creator.',
  },
  getPlace: {
    method: 'GET',
    path: '/api/places/{placeId}',
    domain: 'places',
    auth: 'public',
    params: z.object({ placeId: idParam }),
    output: placeDto,
    summary: "A place by id ('Place not found' 404).",
  },
  updatePlace: {
    method: 'PUT',
    path: '/api/places/{placeId}',
    domain: 'places',
    auth: 'user',
    params: z.object({ placeId: idParam }),
    body: placeInput,
    output: placeDto,
    summary: 'Update a place: its creator only.',
  },
  listPlaceEvents: {
    method: 'GET',
    path: '/api/places/{placeId}/events',
    domain: 'places',
    auth: 'public',
    params: z.object({ placeId: idParam }),
    query: z.object({ pastFuture: z.enum(['future', 'past']).default('future') }),
    output: pagedEventsDto,
    summary: 'Public events held at a place, soonest first.',
  },
  listEventGames: {
    method: 'GET',
    path: '/api/events/{eventId}/games',
    domain: 'games',
    auth: 'public',
    params: z.object({ eventId: idParam }),
    output: gamesDto,
    summary: 'Games of an event, oldest first.',
  },
  createGame: {
    method: 'POST',
    path: '/api/events/{eventId}/games',
    domain: 'games',
    auth: 'user',
    params: z.object({ eventId: idParam }),
    body: createGameInput,
    output: gameDto,
    summary: "Add a game to an event (participants default to the event's joined players). Event creator only.",
  },
  getGame: {
    method: 'GET',
    path: '/api/games/{gameId}',
    domain: 'games',
    auth: 'public',
    params: z.object({ gameId: idParam }),
    output: gameDto,
    summary: "A game by id ('Game not found' 404).",
  },
  updateGame: {
    method: 'PUT',
    path: '/api/games/{gameId}',
    domain: 'games',
    auth: 'user',
    params: z.object({ gameId: idParam }),
    body: updateGameInput,
    output: gameDto,
    summary: 'Rename, change participants, or record match results (winners advance). Event creator only; optimistic version.',
  },
  deleteGame: {
    method: 'DELETE',
    path: '/api/games/{gameId}',
    domain: 'games',
    auth: 'user',
    params: z.object({ gameId: idParam }),
    output: okDto,
    summary: 'Delete a game. Event creator only.',
  },
  generatePlayoff: {
    method: 'POST',
    path: '/api/games/{gameId}/playoff',
    domain: 'games',
    auth: 'user',
    params: z.object({ gameId: idParam }),
    body: generatePlayoffInput,
    output: gameDto,
    summary: 'Generate a single-elimination playoff game from a game (its participants or the event joiners). Event creator only.',
  },
  resetPlayoff: {
    method: 'POST',
    path: '/api/games/{gameId}/playoff/reset',
    domain: 'games',
    auth: 'user',
    params: z.object({ gameId: idParam }),
    output: gameDto,
    summary: 'Clear every result of a playoff bracket (first-round pairings kept). Event creator only.',
  },

  // ---- Issue 4: settings screens -------------------------------------------------------------
  deleteAccount: {
    method: 'DELETE',
    path: '/api/users/{uid}',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: deleteAccountInput,
    output: okDto,
    summary:
      "Delete the caller's account: every item they own and the Cognito user. 409 naming the teams while they are on any (delete or leave first).",
  },
  updateAlternateEmails: {
    method: 'PUT',
    path: '/api/users/{uid}/alternate-emails',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: alternateEmailsInput,
    output: alternateEmailsDto,
    summary: 'Replace the alternate e-mails (trimmed, valid, no duplicate, not the account e-mail). Owner only.',
  },
  updatePrivacy: {
    method: 'PUT',
    path: '/api/users/{uid}/privacy',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: privacyTogglesInput,
    output: privacySettingsDto,
    summary: 'Set the four privacy toggles; the block list is kept as it is. Owner only.',
  },
  blockUsers: {
    method: 'POST',
    path: '/api/users/{uid}/blocks',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: blockUsersInput,
    output: privacySettingsDto,
    summary: "Add users to the caller's block list (409 'User is already blocked.' when all already are). Owner only.",
  },
  unblockUser: {
    method: 'DELETE',
    path: '/api/users/{uid}/blocks/{blockedUid}',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam, blockedUid: idParam }),
    output: privacySettingsDto,
    summary: 'Remove a user from the block list. Owner only.',
  },
  listUserLists: {
    method: 'GET',
    path: '/api/users/{uid}/user-lists',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam }),
    output: userListsDto,
    summary: "The caller's user lists to block from: connections, family, and the members of each of their teams. Owner only.",
  },
  listBlockedConversations: {
    method: 'GET',
    path: '/api/users/{uid}/blocked-conversations',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam }),
    output: blockedConversationsDto,
    summary: 'Conversations the caller has blocked. Owner only.',
  },
  updateConversation: {
    method: 'PATCH',
    path: '/api/conversations/{conversationId}',
    domain: 'users',
    auth: 'user',
    params: z.object({ conversationId: idParam }),
    body: conversationUpdateInput,
    output: conversationStateDto,
    summary: 'Conversation update {conversationId, userId, blocked}: block or unblock a conversation for the caller (userId must be the caller).',
  },
  updateNotificationSettings: {
    method: 'PUT',
    path: '/api/users/{uid}/notification-settings',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: notificationSettingsInput,
    output: notificationSettingsDto,
    summary: 'Replace the per-type e-mail/push settings (profile update {notificationSettings}). Owner only.',
  },
  updateSportAvailability: {
    method: 'PUT',
    path: '/api/users/{uid}/sport-availability',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: sportAvailabilityInput,
    output: sportAvailabilityDto,
    summary: 'Interests: replace the sport toggles. Owner only.',
  },
  listUserTeams: {
    method: 'GET',
    path: '/api/users/{uid}/teams',
    domain: 'users',
    auth: 'user',
    params: z.object({ uid: idParam }),
    output: userTeamsDto,
    summary: 'Teams and communities the user belongs to, with their role. Owner only for now.',
  },
  listFamilyConnections: {
    method: 'GET',
    path: '/api/users/{uid}/family',
    domain: 'family',
    auth: 'user',
    params: z.object({ uid: idParam }),
    output: familyConnectionsDto,
    summary: "The caller's family connections, as requester or recipient, pending and accepted. Owner only.",
  },
  createFamilyConnection: {
    method: 'POST',
    path: '/api/users/{uid}/family',
    domain: 'family',
    auth: 'user',
    params: z.object({ uid: idParam }),
    body: familyMemberInput,
    output: familyConnectionDto,
    summary:
      'Add a family member: a registered user gets a pending request and a notification; a non-registered one is saved at once. Refused when the other user blocked the caller.',
  },
  deleteFamilyConnection: {
    method: 'DELETE',
    path: '/api/family-connections/{connectionId}',
    domain: 'family',
    auth: 'user',
    params: z.object({ connectionId: idParam }),
    output: okDto,
    summary: 'Remove a family connection: either side may.',
  },
  respondFamilyConnection: {
    method: 'POST',
    path: '/api/family-connections/{connectionId}/response',
    domain: 'family',
    auth: 'user',
    params: z.object({ connectionId: idParam }),
    body: familyResponseInput,
    output: familyResponseDto,
    summary: 'The recipient accepts (both sides see it confirmed) or declines (deleted) a pending request; 403 for anyone else.',
  },
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    domain: 'notifications',
    auth: 'user',
    query: listNotificationsQuery,
    output: notificationsDto,
    summary: "The caller's notifications, newest first (unread only with unread=true), and the unread count.",
  },
  markNotification: {
    method: 'PATCH',
    path: '/api/notifications/{notificationId}',
    domain: 'notifications',
    auth: 'user',
    params: z.object({ notificationId: idParam }),
    body: markNotificationInput,
    output: notificationDto,
    summary: 'Mark one of the caller’s notifications read or unread.',
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read-all',
    domain: 'notifications',
    auth: 'user',
    output: z.object({ updated: z.number().int() }),
    summary: "Mark all the caller's unread notifications read.",
  },
  deleteNotification: {
    method: 'DELETE',
    path: '/api/notifications/{notificationId}',
    domain: 'notifications',
    auth: 'user',
    params: z.object({ notificationId: idParam }),
    output: okDto,
    summary: "Delete one of the caller's notifications.",
  },
});

export type Routes = typeof routes;
export type RouteId = keyof Routes;
export type RouteOf<Id extends RouteId> = Routes[Id];

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type InferInput<S> = S extends z.ZodType ? z.input<S> : undefined;
export type ParamsOf<Id extends RouteId> = Infer<Routes[Id] extends { params: infer P } ? P : undefined>;
export type QueryOf<Id extends RouteId> = Infer<Routes[Id] extends { query: infer Q } ? Q : undefined>;
export type QueryInputOf<Id extends RouteId> = InferInput<Routes[Id] extends { query: infer Q } ? Q : undefined>;
export type BodyOf<Id extends RouteId> = Infer<Routes[Id] extends { body: infer B } ? B : undefined>;
export type BodyInputOf<Id extends RouteId> = InferInput<Routes[Id] extends { body: infer B } ? B : undefined>;
export type OutputOf<Id extends RouteId> = z.infer<Routes[Id]['output']>;

export const routeIds = Object.keys(routes) as RouteId[];

/** Domains in the route table: one Lambda each. */
export const domains = [...new Set(Object.values(routes).map((r: RouteDef) => r.domain))].sort();

/** Fill `{name}` segments of a route path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Match a concrete path against a route path; returns the params or null. */
export function matchPath(pattern: string, actual: string): Record<string, string> | null {
  const p = pattern.split('/');
  const a = actual.split('/');
  if (p.length !== a.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const seg = p[i]!;
    const m = /^\{(\w+)\}$/.exec(seg);
    if (m) {
      if (!a[i]) return null;
      params[m[1]!] = decodeURIComponent(a[i]!);
    } else if (seg !== a[i]) return null;
  }
  return params;
}

/** Find the route for a method and path (the local API server and tests use this). */
export function findRoute(method: string, path: string) {
  for (const id of routeIds) {
    const route: RouteDef = routes[id];
    if (route.method !== method) continue;
    const params = matchPath(route.path, path);
    if (params) return { id, route, params };
  }
  return null;
}

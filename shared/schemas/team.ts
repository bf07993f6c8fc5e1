import * as z from 'zod';
import { multiLineText, singleLineText, userLink } from './text';
import { gameTypes } from '../constants/lists';
import { eventSummaryDto } from './event';
import { circleQuery, idParam, latitude, longitude, pagedDto, pageQuery } from './common';

/**
 * Teams, communities, leagues and organizations (spec §1, §2, §3, §6, §7 Teams). One
 * entity with a `kind`: every kind has members with roles, seasons and sessions.
 */
export const teamKinds = ['team', 'community', 'league', 'organization'] as const;
export type TeamKind = (typeof teamKinds)[number];

/** Roles: owner and admin edit, invite, remove and create team events; members play. */
export const teamRoles = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof teamRoles)[number];
/** Who may manage a team (edit it, review requests, change roles, remove members, add seasons). */
export const managerRoles: readonly TeamRole[] = ['owner', 'admin'];

/** Open teams let anyone join at once; approval teams keep a request pending until a manager decides. */
export const joinPolicies = ['open', 'approval'] as const;

/** Team subscription levels (§3): ROOKIE is the free default. */
export const teamSubscriptionLevels = ['ROOKIE', 'PRO', 'ALL_STAR'] as const;

/** Organization slugs (org/{slug}): lowercase letters, digits and single hyphens. */
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Slug must be at least 3 characters')
  .max(60, { error: 'Slug must be at most 60 characters', abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and single hyphens');

const teamFields = {
  name: singleLineText(60, { min: 2, minMessage: 'Name must be at least 2 characters', maxMessage: 'Name must be at most 60 characters' }),
  kind: z.enum(teamKinds),
  gameType: z.enum(gameTypes),
  description: multiLineText(2000, { maxMessage: 'Description must be at most 2000 characters' }).default(''),
  /** The team's home city: name as shown ("Denver, CO") and its point, for nearby search. */
  city: singleLineText(100, { min: 2, minMessage: 'City is required' }),
  lat: latitude,
  lng: longitude,
  photoURL: userLink({ httpsOnly: true, max: 500, message: 'Photo must be an https link to a public website' }).nullable().default(null),
  joinPolicy: z.enum(joinPolicies).default('open'),
  /** External teams (external-teams): listed on Rally but run elsewhere; their site is externalUrl. */
  external: z.boolean().default(false),
  externalUrl: userLink({ max: 500, message: 'Website must be a link to a public website' }).nullable().default(null),
  /** Organizations only: their org/{slug} address, unique. */
  slug: slugSchema.nullable().default(null),
};

export const createTeamInput = z
  .object(teamFields)
  .refine((t) => t.kind !== 'organization' || t.slug !== null, { path: ['slug'], message: 'An organization needs a slug' })
  .refine((t) => !t.external || t.externalUrl !== null, { path: ['externalUrl'], message: 'An external team needs its website' });
export type CreateTeamInput = z.infer<typeof createTeamInput>;

/** Partial edit with the version read (optimistic: a stale version is 409). Kind and slug are fixed. */
export const updateTeamInput = z
  .object({
    name: teamFields.name,
    gameType: teamFields.gameType,
    description: multiLineText(2000, { maxMessage: 'Description must be at most 2000 characters' }),
    city: teamFields.city,
    lat: latitude,
    lng: longitude,
    photoURL: teamFields.photoURL.unwrap(),
    joinPolicy: z.enum(joinPolicies),
    externalUrl: teamFields.externalUrl.unwrap(),
    /** Let people outside the team see its members (minors stay hidden from them). */
    publicRoster: z.boolean(),
  })
  .partial()
  .extend({ version: z.number().int().min(1) });
export type UpdateTeamInput = z.infer<typeof updateTeamInput>;

export const teamDto = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(teamKinds),
  gameType: z.string(),
  description: z.string(),
  city: z.string(),
  lat: latitude,
  lng: longitude,
  photoURL: z.string().nullable(),
  joinPolicy: z.enum(joinPolicies),
  external: z.boolean(),
  externalUrl: z.string().nullable(),
  slug: z.string().nullable(),
  creatorId: z.string(),
  memberCount: z.number().int().min(0),
  /** Whether people outside the team may read its roster (GET /api/teams/{id}/members); off by default. */
  publicRoster: z.boolean(),
  subscriptionLevel: z.enum(teamSubscriptionLevels),
  /** Subscription period (§3), epoch ms; null on the free level. */
  subscription: z.object({ periodStart: z.number(), periodEnd: z.number() }).nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  distanceMiles: z.number().optional(),
});
export type TeamDto = z.infer<typeof teamDto>;

export const pagedTeamsDto = pagedDto(teamDto);

/** Teams by location (same geo cover as events): circle, kind, game type, text, paging. */
export const nearbyTeamsQuery = z.object({
  ...circleQuery(),
  kind: z.enum(teamKinds).optional(),
  gameType: z.enum(gameTypes).optional(),
  q: singleLineText(100).optional(),
  ...pageQuery,
});

/** All teams (§7 "all (page, limit)"), newest first, optionally one kind or only external teams. */
export const listTeamsQuery = z.object({
  kind: z.enum(teamKinds).optional(),
  external: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  ...pageQuery,
});

// ---- Members and requests ---------------------------------------------------------------------

export const teamMemberDto = z.object({
  userId: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  role: z.enum(teamRoles),
  joinedAt: z.string(),
});
export const teamMembersDto = z.object({ items: z.array(teamMemberDto) });

export const joinRequestDto = z.object({
  userId: z.string(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  requestedAt: z.string(),
});
export const joinRequestsDto = z.object({ items: z.array(joinRequestDto) });

/** The caller's standing: a role, a pending request, or nothing. */
export const myTeamRoleDto = z.object({ role: z.enum([...teamRoles, 'pending']).nullable() });
export const joinTeamDto = z.object({
  role: z.enum(['member', 'pending']),
  /** Pending because a parent or guardian decides first (the caller is under 18). */
  heldForGuardian: z.boolean().optional(),
});

export const changeRoleInput = z.object({ role: z.enum(teamRoles) });
export const reviewJoinRequestInput = z.object({ decision: z.enum(['approve', 'decline']) });

export const teamMemberParams = z.object({ id: idParam, uid: idParam });

// ---- Seasons, season groups, sessions, registrations -------------------------------------------

const dateOnly = z.iso.date('Use a date like 2026-03-01');

export const seasonInput = z
  .object({
    label: singleLineText(60, { min: 2, minMessage: 'Label must be at least 2 characters', maxMessage: 'Label must be at most 60 characters' }),
    /** Season group (§7 "season groups"): seasons that belong together, e.g. "Adult league". */
    group: singleLineText(60).nullable().default(null),
    startDate: dateOnly,
    endDate: dateOnly,
  })
  .refine((s) => s.endDate >= s.startDate, { path: ['endDate'], message: 'End date must be on or after the start date' });

export const seasonDto = z.object({
  id: z.string(),
  teamId: z.string(),
  label: z.string(),
  group: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
});
export type SeasonDto = z.infer<typeof seasonDto>;
export const seasonsDto = z.object({ items: z.array(seasonDto), groups: z.array(z.string()) });

export const sessionInput = z
  .object({
    seasonId: idParam,
    label: singleLineText(60, { min: 2, minMessage: 'Label must be at least 2 characters', maxMessage: 'Label must be at most 60 characters' }),
    startDate: dateOnly,
    endDate: dateOnly,
  })
  .refine((s) => s.endDate >= s.startDate, { path: ['endDate'], message: 'End date must be on or after the start date' });

export const sessionDto = z.object({
  id: z.string(),
  teamId: z.string(),
  seasonId: z.string(),
  label: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
});
export const sessionsDto = z.object({ items: z.array(sessionDto) });
export const listSessionsQuery = z.object({ seasonId: idParam.optional() });

/** Team events (§7 "team events by session"): upcoming public events hosted by the team. */
export const teamEventsQuery = z.object({ sessionId: idParam.optional() });
export const teamEventsDto = z.object({ items: z.array(eventSummaryDto) });

/** Player card registration (§3): team (id, name, photoURL), season (label, startDate, endDate). */
export const registrationDto = z.object({
  team: z.object({ id: z.string(), name: z.string(), photoURL: z.string().nullable() }),
  season: z.object({ id: z.string(), label: z.string(), startDate: z.string(), endDate: z.string() }),
  registeredAt: z.string(),
});
export const registrationsDto = z.object({ items: z.array(registrationDto) });
export const seasonParams = z.object({ id: idParam, seasonId: idParam });

/** Leaving Create Team part-way (§7 Mailer): the page index the person left at. */
export const createMotivationInput = z.object({ pageIndex: z.number().int().min(0).max(20) });
export const createMotivationDto = z.object({ sent: z.boolean() });

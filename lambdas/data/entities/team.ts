import { createdAt, defineEntity, gsiKey, tableKey, version } from './table';

export const teamKindValues = ['team', 'community', 'league', 'organization'] as const;

/**
 * Team, community, league or organization (one entity with a `kind`). Found by id, by creator,
 * near a point (byGeo) and newest first per kind (byKind). `memberCount` moves in the same
 * transaction as the membership it counts; `version` guards edits.
 */
export const Team = defineEntity('team', {
  attributes: {
    teamId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    kind: { type: teamKindValues, default: 'team' },
    gameType: { type: 'string', required: true },
    creatorId: { type: 'string', required: true },
    photoURL: { type: 'string' },
    city: { type: 'string' },
    lat: { type: 'number', required: true },
    lng: { type: 'number', required: true },
    geohash: { type: 'string', required: true },
    geoCell: { type: 'string', required: true },
    joinPolicy: { type: ['open', 'approval'] as const, default: 'open' },
    external: { type: 'boolean', default: false },
    externalUrl: { type: 'string' },
    /** Organizations only; unique through a TeamSlug item written in the same transaction. */
    slug: { type: 'string' },
    memberCount: { type: 'number', default: 0 },
    /** Outsiders may read the roster (minors still never listed to them); off unless the managers turn it on. */
    publicRoster: { type: 'boolean', default: false },
    subscriptionLevel: { type: 'string', default: 'ROOKIE' },
    periodStart: { type: 'number' },
    periodEnd: { type: 'number' },
    version,
    createdAt,
  },
  indexes: {
    byId: tableKey(['teamId']),
    byCreator: gsiKey('byOwner', ['creatorId'], ['createdAt', 'teamId']),
    byGeo: gsiKey('byGeo', ['geoCell'], ['geohash', 'teamId']),
    byKind: gsiKey('byLookup', ['kind'], ['createdAt', 'teamId']),
  },
});

/** Uniqueness guard for organization slugs (org/{slug}): one item per slug, pointing at its team. */
export const TeamSlug = defineEntity('teamSlug', {
  attributes: {
    slug: { type: 'string', required: true },
    teamId: { type: 'string', required: true },
  },
  indexes: {
    bySlug: tableKey(['slug']),
  },
});

/** A pending request to join an approval-policy team; approved → a membership, declined → deleted. */
export const JoinRequest = defineEntity('joinRequest', {
  attributes: {
    teamId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    requestedAt: createdAt,
  },
  indexes: {
    byTeam: tableKey(['teamId'], ['userId']),
  },
});

/** A team's season (with an optional season group) and the sessions inside seasons. */
export const Season = defineEntity('season', {
  attributes: {
    teamId: { type: 'string', required: true },
    seasonId: { type: 'string', required: true },
    label: { type: 'string', required: true },
    group: { type: 'string' },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    createdAt,
  },
  indexes: {
    byTeam: tableKey(['teamId'], ['seasonId']),
  },
});

export const TeamSession = defineEntity('teamSession', {
  attributes: {
    teamId: { type: 'string', required: true },
    sessionId: { type: 'string', required: true },
    seasonId: { type: 'string', required: true },
    label: { type: 'string', required: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    createdAt,
  },
  indexes: {
    byTeam: tableKey(['teamId'], ['sessionId']),
  },
});

/** A member's registration for a season (player card, §3). Listed per user; per team for deletion. */
export const Registration = defineEntity('registration', {
  attributes: {
    userId: { type: 'string', required: true },
    teamId: { type: 'string', required: true },
    seasonId: { type: 'string', required: true },
    registeredAt: createdAt,
  },
  indexes: {
    byUser: tableKey(['userId'], ['teamId', 'seasonId']),
    byTeam: gsiKey('byOwner', ['teamId'], ['seasonId', 'userId']),
  },
});

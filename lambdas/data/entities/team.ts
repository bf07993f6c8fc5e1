import { createdAt, defineEntity, gsiKey, numbers, requiredNumbers, requiredStrings, strings, tableKey, version } from './table';

export const teamKindValues = ['team', 'community', 'league', 'organization'] as const;

/**
 * Team, community, league or organization (one entity with a `kind`). Found by id, by creator,
 * near a point (byGeo) and newest first per kind (byKind). `memberCount` moves in the same
 * transaction as the membership it counts; `version` guards edits.
 */
export const Team = defineEntity('team', {
  attributes: {
    ...requiredStrings('teamId', 'name'),
    description: { type: 'string' },
    kind: { type: teamKindValues, default: 'team' },
    ...requiredStrings('gameType', 'creatorId'),
    ...strings('photoURL', 'city'),
    ...requiredNumbers('lat', 'lng'),
    ...requiredStrings('geohash', 'geoCell'),
    joinPolicy: { type: ['open', 'approval'] as const, default: 'open' },
    external: { type: 'boolean', default: false },
    externalUrl: { type: 'string' },
    /** Organizations only; unique through a TeamSlug item written in the same transaction. */
    slug: { type: 'string' },
    memberCount: { type: 'number', default: 0 },
    /** Outsiders may read the roster (minors still never listed to them); off unless the managers turn it on. */
    publicRoster: { type: 'boolean', default: false },
    subscriptionLevel: { type: 'string', default: 'ROOKIE' },
    ...numbers('periodStart', 'periodEnd'),
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
    ...requiredStrings('slug', 'teamId'),
  },
  indexes: {
    bySlug: tableKey(['slug']),
  },
});

/** A pending request to join an approval-policy team; approved → a membership, declined → deleted. */
export const JoinRequest = defineEntity('joinRequest', {
  attributes: {
    ...requiredStrings('teamId', 'userId'),
    requestedAt: createdAt,
  },
  indexes: {
    byTeam: tableKey(['teamId'], ['userId']),
  },
});

/** A team's season (with an optional season group) and the sessions inside seasons. */
export const Season = defineEntity('season', {
  attributes: {
    ...requiredStrings('teamId', 'seasonId', 'label'),
    group: { type: 'string' },
    ...requiredStrings('startDate', 'endDate'),
    createdAt,
  },
  indexes: {
    byTeam: tableKey(['teamId'], ['seasonId']),
  },
});

export const TeamSession = defineEntity('teamSession', {
  attributes: {
    ...requiredStrings('teamId', 'sessionId', 'seasonId', 'label', 'startDate', 'endDate'),
    createdAt,
  },
  indexes: {
    byTeam: tableKey(['teamId'], ['sessionId']),
  },
});

/** A member's registration for a season (player card, §3). Listed per user; per team for deletion. */
export const Registration = defineEntity('registration', {
  attributes: {
    ...requiredStrings('userId', 'teamId', 'seasonId'),
    registeredAt: createdAt,
  },
  indexes: {
    byUser: tableKey(['userId'], ['teamId', 'seasonId']),
    byTeam: gsiKey('byOwner', ['teamId'], ['seasonId', 'userId']),
  },
});

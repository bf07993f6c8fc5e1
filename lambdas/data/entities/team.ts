import { Entity } from 'electrodb';

export const teamKindValues = ['team', 'community', 'league', 'organization'] as const;

/**
 * Team, community, league or organization (one entity with a `kind`). Found by id, by creator,
 * near a point (byGeo) and newest first per kind (byKind). `memberCount` moves in the same
 * transaction as the membership it counts; `version` guards edits.
 */
export const Team = new Entity({
  model: { entity: 'team', version: '1', service: 'rally' },
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
    version: { type: 'number', default: 1 },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['teamId'] }, sk: { field: 'sk', composite: [] } },
    byCreator: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['creatorId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'teamId'] },
    },
    byGeo: {
      index: 'byGeo',
      pk: { field: 'gsi2pk', composite: ['geoCell'] },
      sk: { field: 'gsi2sk', composite: ['geohash', 'teamId'] },
    },
    byKind: {
      index: 'byLookup',
      pk: { field: 'gsi3pk', composite: ['kind'] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'teamId'] },
    },
  },
});

/** Uniqueness guard for organization slugs (org/{slug}): one item per slug, pointing at its team. */
export const TeamSlug = new Entity({
  model: { entity: 'teamSlug', version: '1', service: 'rally' },
  attributes: {
    slug: { type: 'string', required: true },
    teamId: { type: 'string', required: true },
  },
  indexes: {
    bySlug: { pk: { field: 'pk', composite: ['slug'] }, sk: { field: 'sk', composite: [] } },
  },
});

/** A pending request to join an approval-policy team; approved → a membership, declined → deleted. */
export const JoinRequest = new Entity({
  model: { entity: 'joinRequest', version: '1', service: 'rally' },
  attributes: {
    teamId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    requestedAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byTeam: { pk: { field: 'pk', composite: ['teamId'] }, sk: { field: 'sk', composite: ['userId'] } },
  },
});

/** A team's season (with an optional season group) and the sessions inside seasons. */
export const Season = new Entity({
  model: { entity: 'season', version: '1', service: 'rally' },
  attributes: {
    teamId: { type: 'string', required: true },
    seasonId: { type: 'string', required: true },
    label: { type: 'string', required: true },
    group: { type: 'string' },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byTeam: { pk: { field: 'pk', composite: ['teamId'] }, sk: { field: 'sk', composite: ['seasonId'] } },
  },
});

export const TeamSession = new Entity({
  model: { entity: 'teamSession', version: '1', service: 'rally' },
  attributes: {
    teamId: { type: 'string', required: true },
    sessionId: { type: 'string', required: true },
    seasonId: { type: 'string', required: true },
    label: { type: 'string', required: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byTeam: { pk: { field: 'pk', composite: ['teamId'] }, sk: { field: 'sk', composite: ['sessionId'] } },
  },
});

/** A member's registration for a season (player card, §3). Listed per user; per team for deletion. */
export const Registration = new Entity({
  model: { entity: 'registration', version: '1', service: 'rally' },
  attributes: {
    userId: { type: 'string', required: true },
    teamId: { type: 'string', required: true },
    seasonId: { type: 'string', required: true },
    registeredAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['teamId', 'seasonId'] } },
    byTeam: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['teamId'] },
      sk: { field: 'gsi1sk', composite: ['seasonId', 'userId'] },
    },
  },
});

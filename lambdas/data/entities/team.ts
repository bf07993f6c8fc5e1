import { Entity } from 'electrodb';

/** Team or community. Found by id, by creator, near a city, and by custom domain. */
export const Team = new Entity({
  model: { entity: 'team', version: '1', service: 'rally' },
  attributes: {
    teamId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    kind: { type: ['team', 'community'] as const, default: 'team' },
    gameType: { type: 'string', required: true },
    creatorId: { type: 'string', required: true },
    photoURL: { type: 'string' },
    city: { type: 'string' },
    lat: { type: 'number', required: true },
    lng: { type: 'number', required: true },
    geohash: { type: 'string', required: true },
    geoCell: { type: 'string', required: true },
    subscriptionLevel: { type: 'string', default: 'ROOKIE' },
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
  },
});

import { Entity } from 'electrodb';

/** Place: a court, field or venue where events happen. Found by id and near a point. */
export const Place = new Entity({
  model: { entity: 'place', version: '1', service: 'rally' },
  attributes: {
    placeId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    address: { type: 'string', required: true },
    description: { type: 'string', default: '' },
    lat: { type: 'number', required: true },
    lng: { type: 'number', required: true },
    geohash: { type: 'string', required: true },
    geoCell: { type: 'string', required: true },
    gameTypes: { type: 'list', items: { type: 'string' } },
    creatorId: { type: 'string', required: true },
    /** Increments on every update; updates are conditional on it (no lost update). */
    version: { type: 'number', default: 1 },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['placeId'] }, sk: { field: 'sk', composite: [] } },
    byGeo: {
      index: 'byGeo',
      pk: { field: 'gsi2pk', composite: ['geoCell'] },
      sk: { field: 'gsi2sk', composite: ['geohash', 'placeId'] },
    },
  },
});

import { defineEntity, gsiKey, tableKey, timestamps, version } from './table';

/** Place: a court, field or venue where events happen. Found by id and near a point. */
export const Place = defineEntity('place', {
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
    version,
    ...timestamps,
  },
  indexes: {
    byId: tableKey(['placeId']),
    byGeo: gsiKey('byGeo', ['geoCell'], ['geohash', 'placeId']),
  },
});

import { defineEntity, gsiKey, requiredNumbers, requiredStrings, stringList, tableKey, timestamps, version } from './table';

/** Place: a court, field or venue where events happen. Found by id and near a point. */
export const Place = defineEntity('place', {
  attributes: {
    ...requiredStrings('placeId', 'name', 'address'),
    description: { type: 'string', default: '' },
    ...requiredNumbers('lat', 'lng'),
    ...requiredStrings('geohash', 'geoCell'),
    gameTypes: stringList,
    creatorId: { type: 'string', required: true },
    /** Increments on every update; updates are conditional on it (no lost update). */
    version,
    ...timestamps,
  },
  indexes: {
    byId: tableKey(['placeId']),
    byGeo: gsiKey('byGeo', ['geoCell'], ['geohash', 'placeId']),
    /** Places a person added (account deletion hands them over to nobody). */
    byCreator: gsiKey('byOwner', ['creatorId'], ['placeId']),
  },
});

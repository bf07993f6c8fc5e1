import { Entity } from 'electrodb';

/** Event (spec §3 Event summary / Full event). Found by id, by creator (soonest first), near a place. */
export const Event = new Entity({
  model: { entity: 'event', version: '1', service: 'rally' },
  attributes: {
    eventId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    description: { type: 'string' },
    gameType: { type: 'string', required: true },
    dateStart: { type: 'string', required: true },
    durationMinutes: { type: 'number', default: 90 },
    creatorId: { type: 'string', required: true },
    placeId: { type: 'string' },
    location: {
      type: 'map',
      required: true,
      properties: {
        name: { type: 'string', required: true },
        address: { type: 'string' },
        lat: { type: 'number', required: true },
        lng: { type: 'number', required: true },
      },
    },
    geohash: { type: 'string', required: true },
    geoCell: { type: 'string', required: true },
    isPrivate: { type: 'boolean', default: false },
    cancelled: { type: 'boolean', default: false },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
    byCreator: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['creatorId'] },
      sk: { field: 'gsi1sk', composite: ['dateStart', 'eventId'] },
    },
    byGeo: {
      index: 'byGeo',
      pk: { field: 'gsi2pk', composite: ['geoCell'] },
      sk: { field: 'gsi2sk', composite: ['geohash', 'eventId'] },
    },
  },
});

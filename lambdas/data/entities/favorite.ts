import { Entity } from 'electrodb';

/** An event a person marked as a favorite (spec §3 favoritedList). The event keeps `favoriteCount`. */
export const Favorite = new Entity({
  model: { entity: 'favorite', version: '1', service: 'rally' },
  attributes: {
    userId: { type: 'string', required: true },
    eventId: { type: 'string', required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['eventId'] },
    },
  },
});

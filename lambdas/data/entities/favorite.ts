import { createdAt, defineEntity, tableKey } from './table';

/** An event a person marked as a favorite (spec §3 favoritedList). The event keeps `favoriteCount`. */
export const Favorite = defineEntity('favorite', {
  attributes: {
    userId: { type: 'string', required: true },
    eventId: { type: 'string', required: true },
    createdAt,
  },
  indexes: {
    byUser: tableKey(['userId'], ['eventId']),
  },
});

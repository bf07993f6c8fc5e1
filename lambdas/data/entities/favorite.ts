import { createdAt, defineEntity, requiredStrings, tableKey } from './table';

/** An event a person marked as a favorite (spec §3 favoritedList). The event keeps `favoriteCount`. */
export const Favorite = defineEntity('favorite', {
  attributes: {
    ...requiredStrings('userId', 'eventId'),
    createdAt,
  },
  indexes: {
    byUser: tableKey(['userId'], ['eventId']),
  },
});

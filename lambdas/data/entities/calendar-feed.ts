import { defineEntity, tableKey, timestamps } from './table';

/**
 * A subscription feed's current secret, on its owner: a person's feed (`person`, ownerId = uid) or a
 * team's (`team`, ownerId = teamId). The secret is kept so Settings can show the URL again; the
 * public read finds the feed by the secret's SHA-256 (CalendarFeedKey) and checks it against
 * `secretHash` here, so a rotated secret stops answering at once even if its key item lingers.
 */
export const CalendarFeed = defineEntity('calendarFeed', {
  attributes: {
    feedKind: { type: ['person', 'team'] as const, required: true },
    ownerId: { type: 'string', required: true },
    secret: { type: 'string', required: true },
    secretHash: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byOwner: tableKey(['feedKind', 'ownerId']),
  },
});

/** The lookup from a secret's SHA-256 (base64url) to the feed it opens. */
export const CalendarFeedKey = defineEntity('calendarFeedKey', {
  attributes: {
    secretHash: { type: 'string', required: true },
    feedKind: { type: ['person', 'team'] as const, required: true },
    ownerId: { type: 'string', required: true },
  },
  indexes: {
    byHash: tableKey(['secretHash']),
  },
});

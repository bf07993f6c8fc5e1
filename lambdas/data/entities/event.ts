import {
  defineEntity,
  flagsOff,
  gsiKey,
  requiredStrings,
  sparseGsiKey,
  stringList,
  strings,
  tableKey,
  timestamps,
  version,
} from './table';

/**
 * Event (spec §3 Event summary / Full event). Found by id, by creator (soonest first), near a
 * point (byGeo). Discover filters on the epoch-ms copies (`dateStartMs`, `lastOccurrenceMs`,
 * `makePublicAfterMs`) and on `searchText` (title, description and place name, lower case).
 * Nullable fields of the contract are stored absent.
 */
export const Event = defineEntity('event', {
  attributes: {
    ...requiredStrings('eventId', 'title'),
    description: { type: 'string' },
    gameType: { type: 'string', required: true },
    /** First occurrence's start, ISO UTC. */
    dateStart: { type: 'string', required: true },
    dateStartMs: { type: 'number' },
    /** Last occurrence's start (= dateStartMs for a one-off event). */
    lastOccurrenceMs: { type: 'number' },
    timeZone: { type: 'string', default: 'UTC' },
    durationMinutes: { type: 'number', default: 90 },
    creatorId: { type: 'string', required: true },
    placeId: { type: 'string' },
    location: {
      type: 'map',
      required: true,
      properties: {
        placeId: { type: 'string' },
        name: { type: 'string', required: true },
        address: { type: 'string' },
        lat: { type: 'number', required: true },
        lng: { type: 'number', required: true },
      },
    },
    ...requiredStrings('geohash', 'geoCell'),
    ...strings('teamName', 'hostingTeam'),
    /** A session of the hosting team's season (§7 "team events by session"). */
    sessionId: { type: 'string' },
    isPrivate: { type: 'boolean', default: false },
    makePublicAfter: { type: 'string' },
    makePublicAfterMs: { type: 'number' },
    reoccurringInfo: {
      type: 'map',
      properties: {
        frequency: { type: ['daily', 'weekly', 'biweekly', 'monthly'] as const, required: true },
        daysOfWeek: { type: 'list', items: { type: 'number' } },
        endDate: { type: 'string', required: true },
      },
    },
    excludedDates: stringList,
    ...flagsOff('allowLateRsvp', 'hasMinimumNeeded'),
    minimumNeeded: { type: 'number' },
    hoursToCancelBefore: { type: 'number', default: 0 },
    /** Hours before the cut-off that a game short of its minimum invites players (0 = none). */
    rescueHours: { type: 'number', default: 0 },
    ...flagsOff('creatorApprovalNeeded', 'allowParticipantGuests'),
    guestLimit: { type: 'number', default: 0 },
    chargeGuests: { type: 'boolean', default: false },
    /** Paid events: per person and per guest, minor units of `currency` (the creator's payout account's). */
    price: { type: 'number' },
    guestPrice: { type: 'number' },
    currency: { type: 'string' },
    eventSlotGroup: { type: 'string' },
    allowWaitlist: { type: 'boolean', default: true },
    /** Spots, guests included; absent = unlimited. */
    capacity: { type: 'number' },
    cancelled: { type: 'boolean', default: false },
    favoriteCount: { type: 'number', default: 0 },
    searchText: { type: 'string' },
    version,
    ...timestamps,
  },
  indexes: {
    byId: tableKey(['eventId']),
    byCreator: gsiKey('byOwner', ['creatorId'], ['dateStart', 'eventId']),
    byGeo: gsiKey('byGeo', ['geoCell'], ['geohash', 'eventId']),
    /** Sparse: only events with a hosting team have keys here (team events), sorted in memory. */
    byTeam: sparseGsiKey('byLookup', ['hostingTeam']),
  },
});

/**
 * An event edit whose follow-up has not finished, in the event's partition: written before the
 * edit saves the event, deleted when the follow-up is done (lambdas/domain/events/event-edits.ts).
 * `before` is the event as it was (JSON), which the follow-up compares with the saved one.
 */
export const EventEdit = defineEntity('eventEdit', {
  attributes: {
    eventId: { type: 'string', required: true },
    /** The version the edit saves. */
    version: { type: 'number', required: true },
    before: { type: 'string', required: true },
    /** DynamoDB TTL (epoch seconds): long after any follow-up would have run. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byEvent: tableKey(['eventId'], ['version']),
  },
});

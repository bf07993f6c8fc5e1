import { createdAt, defineEntity, gsiKey, requiredNumbers, requiredStrings, tableKey } from './table';

/**
 * The availability index behind "Fill this game": one item per person x game they play x day
 * (a weekday, or a date of a date-specific or travel entry) x hour of the day they are free in,
 * rebuilt from the availability record and the profile whenever either is saved
 * (lambdas/domain/fill/index-writer.ts). Stored in the person's partition (so a rebuild reads
 * and replaces their items with one Query); found through byGeo by a precision-3 geo cell, game,
 * day and hour, sorted by geohash, so a geohash cover of a circle around the game reads only
 * people free at its start hour who play it, in a handful of ranges even at 50 miles. Never a Scan.
 */
export const FillSlot = defineEntity('fillSlot', {
  attributes: {
    ...requiredStrings('uid', 'slot', 'geoCell', 'geohash', 'sport', 'day'),
    /** The weekday of `day` (itself, or a date's): weekly and dated items share a partition. */
    weekday: { type: 'string', required: true },
    hour: { type: 'number', required: true },
    /** How long after the hour's start the item's latest range still runs, in half-hours, capped (`endClassOf`). */
    endClass: { type: 'number', required: true },
    ...requiredNumbers('radiusMiles', 'lat', 'lng'),
    /** Free ranges of that day that touch this hour, as [startMinute, endMinute] pairs. */
    ranges: { type: 'any', required: true },
    /** Weekly items only: dates whose hours come from a date-specific or travel entry instead. */
    exceptDates: { type: 'list', items: { type: 'string' } },
    /** The owner's availability privacy, to apply `canSeeAvailability` without another read. */
    privacy: { type: 'any', required: true },
    birthdate: { type: 'string' },
  },
  indexes: {
    byUid: tableKey(['uid'], ['slot']),
    byCell: gsiKey('byGeo', ['geoCell', 'sport', 'weekday', 'hour', 'endClass'], ['geohash', 'uid']),
  },
});

export const fillInviteStatuses = ['invited', 'declined'] as const;

/**
 * A "Fill this game" invitation of one person to one occurrence; `declined` when they answered
 * "Not this time". The event's partition holds all of them, so one Query tells who was invited
 * to this occurrence and who declined any occurrence of the event.
 */
export const FillInvite = defineEntity('fillInvite', {
  attributes: {
    ...requiredStrings('eventId', 'occurrence', 'uid', 'invitedBy'),
    status: { type: fillInviteStatuses, required: true },
    createdAt,
  },
  indexes: {
    byEvent: tableKey(['eventId'], ['occurrence', 'uid']),
  },
});

/** How many fill invitations a person got in one ISO week (the throttle's counter). */
export const FillWeek = defineEntity('fillWeek', {
  attributes: {
    ...requiredStrings('uid', 'week'),
    count: { type: 'number', required: true },
    /** Epoch seconds: the table's TTL drops the counter after its week. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byUid: tableKey(['uid'], ['week']),
  },
});

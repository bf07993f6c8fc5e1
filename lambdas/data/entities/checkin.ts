import { createdAt, defineEntity, gsiKey, requiredStrings, tableKey } from './table';

/**
 * A player checked in at one occurrence of an event (occurrence = its start, ISO UTC, as RSVPs
 * keep it). The table key groups an event's check-ins by occurrence ("users by check-in");
 * byOwner lists a person's check-ins by date (games attended); byLookup finds the check-ins an
 * organiser made (account deletion anonymises `checkedInBy`).
 */
export const Checkin = defineEntity('checkin', {
  attributes: {
    ...requiredStrings('eventId', 'occurrence', 'userId', 'checkedInBy'),
    createdAt,
  },
  indexes: {
    byOccurrence: tableKey(['eventId'], ['occurrence', 'userId']),
    byUser: gsiKey('byOwner', ['userId'], ['occurrence', 'eventId']),
    byChecker: gsiKey('byLookup', ['checkedInBy'], ['eventId', 'occurrence', 'userId']),
  },
});

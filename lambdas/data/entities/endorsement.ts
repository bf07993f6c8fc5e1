import { createdAt, defineEntity, gsiKey, requiredStrings, tableKey } from './table';

/**
 * One player endorsing another for one kind (sportsmanship, skill, reliability) after an
 * occurrence both were checked in at. The key holds every fact that makes it unique, so giving
 * the same endorsement twice writes nothing new. The table key groups what a person received
 * (endorsement counts, badges); byOwner what a person gave (the event page's toggles, account
 * deletion).
 */
export const Endorsement = defineEntity('endorsement', {
  attributes: {
    ...requiredStrings('eventId', 'occurrence', 'fromId', 'toId', 'kind'),
    createdAt,
  },
  indexes: {
    byReceiver: tableKey(['toId'], ['eventId', 'occurrence', 'fromId', 'kind']),
    byGiver: gsiKey('byOwner', ['fromId'], ['eventId', 'occurrence', 'toId', 'kind']),
  },
});

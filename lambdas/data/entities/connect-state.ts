import { defineEntity, expiresAt, requiredStrings, tableKey } from './table';

/**
 * The OAuth `state` of one "link an existing Stripe account" round trip: minted for a person when
 * the authorize address is built, consumed (deleted) once when Stripe sends them back with a code.
 * `expiresAt` (epoch seconds) is the table's TTL attribute; DynamoDB removes expired items only
 * eventually, so consuming checks the expiry itself.
 */
export const ConnectState = defineEntity('connectState', {
  attributes: {
    ...requiredStrings('state', 'uid'),
    expiresAt,
  },
  indexes: {
    byState: tableKey(['state']),
  },
});

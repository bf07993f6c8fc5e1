import { defineEntity, gsiKey, requiredStrings, sparseGsiKey, tableKey, timestamps } from './table';
import { familyRelations } from '@shared/schemas/family';

/**
 * A family connection (spec §3 Family connection, §4 states): one item by id, listed by its
 * requester (byOwner) and, when the member is a registered user, by its recipient (byLookup,
 * sparse). `recipientRelation` is what the recipient is to the requester (the relation picked on
 * the requester's row); `requesterRelation` its inverse.
 */
export const FamilyConnection = defineEntity('familyConnection', {
  attributes: {
    ...requiredStrings('connectionId', 'requesterId', 'requesterName'),
    recipientId: { type: 'string' },
    recipientName: { type: 'string', required: true },
    requesterRelation: { type: familyRelations, required: true },
    recipientRelation: { type: familyRelations, required: true },
    isRecipientGthUser: { type: 'boolean', required: true },
    recipientAge: { type: 'number' },
    recipientPhoneNumber: { type: 'string' },
    status: { type: ['accepted', 'pending'] as const, required: true },
    ...timestamps,
  },
  indexes: {
    byId: tableKey(['connectionId']),
    byRequester: gsiKey('byOwner', ['requesterId'], ['connectionId']),
    /**
     * Sparse: a non-registered member has no recipient id and no keys here. A person's family is
     * small, so their requests are sorted in memory.
     */
    byRecipient: sparseGsiKey('byLookup', ['recipientId']),
  },
});

/**
 * Uniqueness guard: one item per pair of registered users (ids sorted), created in the same
 * transaction as the connection, so two concurrent requests between the same people cannot
 * both succeed.
 */
export const FamilyPair = defineEntity('familyPair', {
  attributes: {
    ...requiredStrings('pairKey', 'connectionId'),
  },
  indexes: {
    byPair: tableKey(['pairKey']),
  },
});

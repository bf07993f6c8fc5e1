import { Entity } from 'electrodb';
import { familyRelations } from '../../../shared/schemas/family';

/**
 * A family connection (spec §3 Family connection, §4 states): one item by id, listed by its
 * requester (byOwner) and, when the member is a registered user, by its recipient (byLookup,
 * sparse). `recipientRelation` is what the recipient is to the requester (the relation picked on
 * the requester's row); `requesterRelation` its inverse.
 */
export const FamilyConnection = new Entity({
  model: { entity: 'familyConnection', version: '1', service: 'rally' },
  attributes: {
    connectionId: { type: 'string', required: true },
    requesterId: { type: 'string', required: true },
    requesterName: { type: 'string', required: true },
    recipientId: { type: 'string' },
    recipientName: { type: 'string', required: true },
    requesterRelation: { type: familyRelations, required: true },
    recipientRelation: { type: familyRelations, required: true },
    isRecipientGthUser: { type: 'boolean', required: true },
    recipientAge: { type: 'number' },
    recipientPhoneNumber: { type: 'string' },
    status: { type: ['accepted', 'pending'] as const, required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['connectionId'] }, sk: { field: 'sk', composite: [] } },
    byRequester: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['requesterId'] },
      sk: { field: 'gsi1sk', composite: ['connectionId'] },
    },
    /**
     * Sparse: a non-registered member has no recipient id and no keys here. (A sort composite
     * would always be present, which ElectroDB refuses for a conditional index; a person's
     * family is small, so their requests are sorted in memory.)
     */
    byRecipient: {
      index: 'byLookup',
      condition: (attr) => typeof attr.recipientId === 'string',
      pk: { field: 'gsi3pk', composite: ['recipientId'] },
      sk: { field: 'gsi3sk', composite: [] },
    },
  },
});

/**
 * Uniqueness guard: one item per pair of registered users (ids sorted), created in the same
 * transaction as the connection, so two concurrent requests between the same people cannot
 * both succeed.
 */
export const FamilyPair = new Entity({
  model: { entity: 'familyPair', version: '1', service: 'rally' },
  attributes: {
    pairKey: { type: 'string', required: true },
    connectionId: { type: 'string', required: true },
  },
  indexes: {
    byPair: { pk: { field: 'pk', composite: ['pairKey'] }, sk: { field: 'sk', composite: [] } },
  },
});

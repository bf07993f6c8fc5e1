import { Entity } from 'electrodb';

/**
 * A conversation the user has blocked (spec §7 Conversation update {conversationId, userId,
 * blocked}). One partition per user, so the privacy screen lists them with one Query.
 */
export const ConversationBlock = new Entity({
  model: { entity: 'conversationBlock', version: '1', service: 'rally' },
  attributes: {
    userId: { type: 'string', required: true },
    conversationId: { type: 'string', required: true },
    /** The other person, for a direct conversation only (a team conversation has no one other person). */
    otherUserId: { type: 'string' },
    blockedAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['conversationId'] } },
  },
});

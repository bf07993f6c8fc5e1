import { createdAt, defineEntity, requiredStrings, tableKey } from './table';

/**
 * A conversation the user has blocked (spec §7 Conversation update {conversationId, userId,
 * blocked}). One partition per user, so the privacy screen lists them with one Query.
 */
export const ConversationBlock = defineEntity('conversationBlock', {
  attributes: {
    ...requiredStrings('userId', 'conversationId'),
    /** The other person, for a direct conversation only (a team conversation has no one other person). */
    otherUserId: { type: 'string' },
    blockedAt: createdAt,
  },
  indexes: {
    byUser: tableKey(['userId'], ['conversationId']),
  },
});

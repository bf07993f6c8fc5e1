import { createdAt, defineEntity, gsiKey, requiredStrings, tableKey } from './table';

/**
 * One entry of a person's block list (spec §3 Privacy settings `blocklist` {userId, email}),
 * stored as its own item so concurrent blocks never overwrite each other and "did A block B" is
 * one GetItem. The profile projects these items into `privacySettings.blocklist`.
 */
export const Block = defineEntity('block', {
  attributes: {
    ...requiredStrings('blockerId', 'blockedUserId'),
    /**
     * Written by items before 2026-11-26 only (the blocked person's address, looked up by id);
     * never read: a blocked person's e-mail is not the blocker's to see.
     */
    email: { type: 'string', required: false },
    createdAt,
  },
  indexes: {
    byBlocker: tableKey(['blockerId'], ['blockedUserId']),
    /** Who blocked a person: account deletion removes them from other people's lists. */
    byBlocked: gsiKey('byOwner', ['blockedUserId'], ['blockerId']),
  },
});

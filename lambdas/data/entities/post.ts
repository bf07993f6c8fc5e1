import { createdAt, defineEntity, gsiKey, numbers, requiredStrings, tableKey, updatedAtFromCreate, version } from './table';

/**
 * Post-board post (spec §3 Post). Category and subcategory are the slugs of
 * shared/constants/post-categories.ts. The author's go-to city at posting time is kept so a
 * subcategory can be narrowed to nearby posts.
 */
export const Post = defineEntity('post', {
  attributes: {
    ...requiredStrings('postId', 'title', 'text', 'category', 'subCategory', 'authorId'),
    cityName: { type: 'string' },
    ...numbers('lat', 'lng'),
    /** Hidden by a moderator (admin): left out of lists and the public view. */
    hidden: { type: 'boolean', default: false },
    version,
    /** One constant partition for "every post, newest first" (admin moderation). */
    board: { type: 'string', default: 'posts', readOnly: true },
    createdAt,
    updatedAt: updatedAtFromCreate,
  },
  indexes: {
    byId: tableKey(['postId']),
    /** A subcategory's posts, newest first. */
    byCategory: gsiKey('byOwner', ['category', 'subCategory'], ['createdAt', 'postId']),
    /** An author's own posts, newest first. */
    byAuthor: gsiKey('byLookup', ['authorId'], ['createdAt', 'postId']),
    /** Every post, newest first: the admin's moderation list. */
    byRecent: gsiKey('byGeo', ['board'], ['createdAt', 'postId']),
  },
});

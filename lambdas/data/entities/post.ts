import { createdAt, defineEntity, gsiKey, tableKey, updatedAtFromCreate, version } from './table';

/**
 * Post-board post (spec §3 Post). Category and subcategory are the slugs of
 * shared/constants/post-categories.ts. The author's go-to city at posting time is kept so a
 * subcategory can be narrowed to nearby posts.
 */
export const Post = defineEntity('post', {
  attributes: {
    postId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
    category: { type: 'string', required: true },
    subCategory: { type: 'string', required: true },
    authorId: { type: 'string', required: true },
    cityName: { type: 'string' },
    lat: { type: 'number' },
    lng: { type: 'number' },
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

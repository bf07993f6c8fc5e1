import { Entity } from 'electrodb';

/**
 * Post-board post (spec §3 Post). Category and subcategory are the slugs of
 * shared/constants/post-categories.ts. The author's go-to city at posting time is kept so a
 * subcategory can be narrowed to nearby posts.
 */
export const Post = new Entity({
  model: { entity: 'post', version: '1', service: 'rally' },
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
    version: { type: 'number', default: 1 },
    /** One constant partition for "every post, newest first" (admin moderation). */
    board: { type: 'string', default: 'posts', readOnly: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString(), default: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['postId'] }, sk: { field: 'sk', composite: [] } },
    /** A subcategory's posts, newest first. */
    byCategory: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['category', 'subCategory'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'postId'] },
    },
    /** An author's own posts, newest first. */
    byAuthor: {
      index: 'byLookup',
      pk: { field: 'gsi3pk', composite: ['authorId'] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'postId'] },
    },
    /** Every post, newest first: the admin's moderation list. */
    byRecent: {
      index: 'byGeo',
      pk: { field: 'gsi2pk', composite: ['board'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'postId'] },
    },
  },
});

import { Entity } from 'electrodb';

/** Post-board post (spec §3 Post). Listed by category and subcategory, newest first. */
export const Post = new Entity({
  model: { entity: 'post', version: '1', service: 'rally' },
  attributes: {
    postId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
    category: { type: 'string', required: true },
    subCategory: { type: 'string', required: true },
    authorId: { type: 'string', required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['postId'] }, sk: { field: 'sk', composite: [] } },
    byCategory: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['category', 'subCategory'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'postId'] },
    },
  },
});

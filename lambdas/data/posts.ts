import type { EntityItem } from 'electrodb';
import type { Post } from './entities/post';
import { db } from './service';

export type PostItem = EntityItem<typeof Post>;

/** Access patterns for post-board posts (docs/data-model.md). */
export const posts = {
  async put(post: Omit<PostItem, 'createdAt'> & { createdAt?: string }): Promise<void> {
    await db().entities.post.put(post).go();
  },
  async listBySubcategory(category: string, subCategory: string): Promise<PostItem[]> {
    const { data } = await db().entities.post.query.byCategory({ category, subCategory }).go({ order: 'desc', pages: 'all' });
    return data;
  },
};

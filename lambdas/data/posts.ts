import type { ItemOf } from './entities/table';
import { ulid } from 'ulid';
import type { Post } from './entities/post';
import { readFromCursor } from './cursor';
import { db, unlessConditionFails } from './service';

export type PostItem = ItemOf<typeof Post>;

/** What an author sets on a post; the rest is identity and bookkeeping. */
export interface PostFields {
  title: string;
  text: string;
  category: string;
  subCategory: string;
}

export interface PostPlace {
  cityName?: string;
  lat?: number;
  lng?: number;
}

export interface PostPage {
  items: PostItem[];
  cursor: string | null;
}

/** Access patterns for post-board posts (docs/data-model.md). */
export const posts = {
  /** Create or replace (seed data). */
  async put(post: Omit<PostItem, 'updatedAt' | 'version' | 'hidden'> & { hidden?: boolean }): Promise<void> {
    await db().entities.post.put(post).go();
  },

  async create(fields: PostFields, authorId: string, place: PostPlace): Promise<PostItem> {
    const { data } = await db()
      .entities.post.create({ ...fields, ...place, postId: ulid(), authorId, hidden: false, version: 1 })
      .go();
    return data as PostItem;
  },

  async get(postId: string): Promise<PostItem | null> {
    const { data } = await db().entities.post.get({ postId }).go();
    return data;
  },

  /**
   * Replace the author's fields if the post is still at `expectedVersion` (null when it changed).
   * Category and subcategory are index keys: ElectroDB rewrites the index keys with them.
   */
  async update(post: PostItem, fields: PostFields, expectedVersion: number): Promise<PostItem | null> {
    return unlessConditionFails(async () => {
      const { data } = await db()
        .entities.post.patch({ postId: post.postId })
        .set({ ...fields, version: expectedVersion + 1 })
        // The byCategory sort key needs createdAt and postId when category keys change.
        .composite({ createdAt: post.createdAt, postId: post.postId, authorId: post.authorId })
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .go({ response: 'all_new' });
      return data as PostItem;
    }, null);
  },

  async setHidden(postId: string, hidden: boolean): Promise<PostItem | null> {
    return unlessConditionFails(async () => {
      const { data } = await db()
        .entities.post.patch({ postId })
        .set({ hidden })
        .where(({ postId: id }, { exists }) => exists(id))
        .go({ response: 'all_new' });
      return data as PostItem;
    }, null);
  },

  async remove(postId: string): Promise<void> {
    await db().entities.post.delete({ postId }).go();
  },

  /** One page of a subcategory, newest first (byCategory). */
  async pageBySubcategory(category: string, subCategory: string, limit: number, cursor: string | null): Promise<PostPage> {
    const page = await readFromCursor(cursor, () =>
      db().entities.post.query.byCategory({ category, subCategory }).go({ order: 'desc', limit, cursor }),
    );
    return { items: page.data, cursor: page.cursor };
  },

  /** One page of every post, newest first, hidden ones included (byRecent: admin moderation). */
  async pageRecent(limit: number, cursor: string | null): Promise<PostPage> {
    const page = await readFromCursor(cursor, () => db().entities.post.query.byRecent({ board: 'posts' }).go({ order: 'desc', limit, cursor }));
    return { items: page.data, cursor: page.cursor };
  },

  /** One page of an author's own posts, newest first (byAuthor). */
  async pageByAuthor(authorId: string, limit: number, cursor: string | null): Promise<PostPage> {
    const page = await readFromCursor(cursor, () => db().entities.post.query.byAuthor({ authorId }).go({ order: 'desc', limit, cursor }));
    return { items: page.data, cursor: page.cursor };
  },
};

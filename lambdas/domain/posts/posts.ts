import { apiMessages } from '@shared/constants/messages';
import { findPostCategory, findPostSubcategory } from '@shared/constants/post-categories';
import type { PagedPostsDto, PostDto, PostInput, PostListQuery } from '@shared/schemas/post';
import { distanceMiles } from '../../data/geo';
import { InvalidCursorError } from '../../data/cursor';
import { posts, type PostItem, type PostPage } from '../../data/posts';
import { users } from '../../data/users';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { isAdmin, type Caller } from '../../lib/caller';
import { nameSeenByOthers } from '../people/seen-by-others';
import { assertVisibleTo, blockedAroundReader } from '../privacy/blocking';
import { listable } from '../privacy/minors';

export const postMessages = {
  notFound: 'Post not found',
  notAuthor: 'Only the author can change this post',
  stale: 'This post was changed meanwhile. Reload it and try again.',
  unknownCategory: 'Unknown category',
  unknownSubcategory: 'Unknown subcategory',
  badCursor: 'This list moved on: start again from the first page',
} as const;

/** Table reads per list call at most: a "nearby" filter over a quiet board stops here and offers more. */
export const MAX_READS = 8;

const epoch = new Date(0).toISOString();

const toDto = (p: PostItem, names: Map<string, string>): PostDto => ({
  id: p.postId,
  title: p.title,
  text: p.text,
  category: p.category,
  subCategory: p.subCategory,
  authorId: p.authorId,
  authorName: names.get(p.authorId) ?? 'Former member',
  city: p.cityName ?? null,
  createdAt: p.createdAt ?? epoch,
  updatedAt: p.updatedAt ?? p.createdAt ?? epoch,
  hidden: p.hidden === true,
});

/**
 * Authors' names as they are now (one BatchGet per page). With `listedTo`, a page of the board:
 * a minor's posts are listed only to their circle, as every list of people is (privacy/minors.ts).
 */
async function toDtos(items: PostItem[], listedTo?: { reader: Pick<Caller, 'uid'> | undefined }): Promise<PostDto[]> {
  const found = await users.getMany(items.map((p) => p.authorId));
  const authors = new Map(found.map((u) => [u.uid, u]));
  const names = new Map(found.map((u) => [u.uid, nameSeenByOthers(u)]));
  const shown = listedTo ? await listable(listedTo.reader?.uid, items, (p) => authors.get(p.authorId)) : items;
  return shown.map((p) => toDto(p, names));
}

/** The board's own category and subcategory, or a 400/404 naming which one is unknown. */
function categoryOf(category: string, subCategory: string, asInput: boolean) {
  const stage = env().STAGE;
  const found = findPostSubcategory(category, subCategory, stage);
  if (found) return found;
  const field = findPostCategory(category, stage) ? 'subCategory' : 'category';
  const message = field === 'category' ? postMessages.unknownCategory : postMessages.unknownSubcategory;
  if (asInput) throw new BadRequestError(message, [{ path: field, message }]);
  throw new NotFoundError(message);
}

/**
 * Read pages until `limit` posts pass `keep`, the list ends or MAX_READS reads were made. Each
 * read asks only for the posts still missing, so the cursor returned never skips a kept post.
 */
export async function collectPage(
  read: (limit: number, cursor: string | null) => Promise<PostPage>,
  keep: (p: PostItem) => boolean,
  limit: number,
  start: string | null,
): Promise<{ items: PostItem[]; next: string | null; reads: number }> {
  const items: PostItem[] = [];
  let cursor = start;
  let reads = 0;
  do {
    let page: PostPage;
    try {
      page = await read(limit - items.length, cursor);
    } catch (error) {
      if (error instanceof InvalidCursorError) {
        throw new BadRequestError(`${apiMessages.invalidInput}: cursor`, [{ path: 'query.cursor', message: postMessages.badCursor }]);
      }
      throw error;
    }
    reads++;
    items.push(...page.items.filter(keep));
    cursor = page.cursor;
  } while (cursor && items.length < limit && reads < MAX_READS);
  return { items, next: cursor, reads };
}

/**
 * posts/{category}/{subcategory}: newest first, hidden posts left out, optionally only nearby ones.
 * A signed-in reader never gets posts of someone in a block pair with them (filtered while paging,
 * so a page is still full).
 */
export async function listPosts(
  params: { category: string; subCategory: string },
  query: PostListQuery,
  reader?: Pick<Caller, 'uid'>,
): Promise<PagedPostsDto> {
  categoryOf(params.category, params.subCategory, false);
  const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const blocked = await blockedAroundReader(reader);
  const keep = (p: PostItem) =>
    p.hidden !== true &&
    !blocked.has(p.authorId) &&
    (!near || (typeof p.lat === 'number' && typeof p.lng === 'number' && distanceMiles(near, { lat: p.lat, lng: p.lng }) <= query.radius));
  const page = await collectPage(
    (limit, cursor) => posts.pageBySubcategory(params.category, params.subCategory, limit, cursor),
    keep,
    query.limit,
    query.cursor ?? null,
  );
  return { items: await toDtos(page.items, { reader }), next: page.next };
}

/** A post (hidden ones, and for a reader in a block pair with its author or a stranger to a minor author, answer 404 like a missing one). */
export async function getPost(postId: string, reader?: Pick<Caller, 'uid'>): Promise<PostDto> {
  const post = await posts.get(postId);
  if (!post || post.hidden) throw new NotFoundError(postMessages.notFound);
  await assertVisibleTo(reader, post.authorId, postMessages.notFound);
  return (await toDtos([post]))[0]!;
}

/** The caller's own posts, hidden ones included and marked. */
export async function listMyPosts(user: Caller, query: Pick<PostListQuery, 'cursor' | 'limit'>): Promise<PagedPostsDto> {
  const page = await collectPage((limit, cursor) => posts.pageByAuthor(user.uid, limit, cursor), () => true, query.limit, query.cursor ?? null);
  return { items: await toDtos(page.items), next: page.next };
}

/** Admin moderation: every post, newest first, hidden ones included. */
export async function listRecentPosts(query: Pick<PostListQuery, 'cursor' | 'limit'>): Promise<PagedPostsDto> {
  const page = await collectPage((limit, cursor) => posts.pageRecent(limit, cursor), () => true, query.limit, query.cursor ?? null);
  return { items: await toDtos(page.items), next: page.next };
}

/** Any signed-in person posts; the post carries their go-to city so "nearby" can find it. */
export async function createPost(user: Caller, input: PostInput): Promise<PostDto> {
  categoryOf(input.category, input.subCategory, true);
  const profile = await users.get(user.uid);
  const city = profile?.defaultCity as { name?: string; lat?: number; lng?: number } | undefined;
  const place = typeof city?.lat === 'number' && typeof city.lng === 'number' ? { cityName: city.name, lat: city.lat, lng: city.lng } : {};
  const post = await posts.create(input, user.uid, place);
  logger.info('post created', { postId: post.postId });
  return (await toDtos([post]))[0]!;
}

async function ownPost(user: Caller, postId: string, allowAdmin: boolean): Promise<PostItem> {
  const post = await posts.get(postId);
  if (!post) throw new NotFoundError(postMessages.notFound);
  if (post.authorId !== user.uid && !(allowAdmin && isAdmin(user))) throw new ForbiddenError(postMessages.notAuthor);
  return post;
}

/** Only the author edits (a moderator hides instead); the write is conditional on the version read. */
export async function updatePost(user: Caller, postId: string, input: PostInput): Promise<PostDto> {
  categoryOf(input.category, input.subCategory, true);
  const post = await ownPost(user, postId, false);
  const saved = await posts.update(post, input, post.version ?? 1);
  if (!saved) throw new ConflictError(postMessages.stale);
  logger.info('post updated', { postId });
  return (await toDtos([saved]))[0]!;
}

/** The author deletes their post; an admin may delete any. */
export async function deletePost(user: Caller, postId: string): Promise<{ ok: true }> {
  await ownPost(user, postId, true);
  await posts.remove(postId);
  logger.info('post deleted', { postId, byAdmin: isAdmin(user) });
  return { ok: true };
}

/** Admin moderation: hide a post from the board (or show it again). */
export async function setPostHidden(postId: string, hidden: boolean): Promise<PostDto> {
  const saved = await posts.setHidden(postId, hidden);
  if (!saved) throw new NotFoundError(postMessages.notFound);
  logger.info('post moderated', { postId, hidden });
  return (await toDtos([saved]))[0]!;
}

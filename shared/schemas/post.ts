import * as z from 'zod';
import { multiLineText, singleLineText } from './text';
import { idParam, latitude, longitude, queryNumber, radiusMilesQuery } from './common';

/** Post board (spec §2 Post board, §3 Post). */
export const postLimits = { title: { min: 3, max: 120 }, text: { min: 1, max: 5000 } } as const;

const slug = z.string().trim().min(1).max(80, { abort: true }).regex(/^[a-z0-9-]+$/, 'Invalid category');

export const postInput = z.object({
  title: singleLineText(postLimits.title.max, {
    min: 1,
    minMessage: 'Title is required',
    maxMessage: `Title must be at most ${postLimits.title.max} characters`,
  }).min(postLimits.title.min, `Title must be at least ${postLimits.title.min} characters`),
  text: multiLineText(postLimits.text.max, {
    min: 1,
    minMessage: 'Text is required',
    maxMessage: `Text must be at most ${postLimits.text.max} characters`,
  }),
  category: slug,
  subCategory: slug,
});
export type PostInput = z.infer<typeof postInput>;

export const postParams = z.object({ postId: idParam });
export const postListParams = z.object({ category: slug, subCategory: slug });

export const postListQuery = z.object({
  /** Opaque: the `next` of the previous page. */
  cursor: z.string().trim().min(1).max(2000).optional(),
  limit: queryNumber.pipe(z.number().int().min(1).max(50)).default(20),
  /** Only posts whose author's city is within `radius` miles of this point. */
  lat: queryNumber.pipe(latitude).optional(),
  lng: queryNumber.pipe(longitude).optional(),
  radius: radiusMilesQuery.default(25),
});
export type PostListQuery = z.infer<typeof postListQuery>;

export const postDto = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  category: z.string(),
  subCategory: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  city: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Hidden by a moderator: only its author (and admins) still see it. */
  hidden: z.boolean(),
});
export type PostDto = z.infer<typeof postDto>;

/** Admin moderation: hide a post or show it again. */
export const postHiddenInput = z.object({ hidden: z.boolean({ error: 'hidden must be true or false' }) });

export const pagedPostsDto = z.object({ items: z.array(postDto), next: z.string().nullable() });
export type PagedPostsDto = z.infer<typeof pagedPostsDto>;

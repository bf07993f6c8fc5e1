import { okDto } from '../schemas/common';
import { pagedPostsDto, postDto, postHiddenInput, postInput, postListParams, postListQuery, postParams } from '../schemas/post';
import { defineRoutes } from './route-def';

const pageQuery = postListQuery.pick({ cursor: true, limit: true });

/** The `posts` Lambda's routes: the post board. */
export const postsRoutes = defineRoutes({
  listPosts: {
    method: 'GET',
    path: '/api/posts/{category}/{subCategory}',
    domain: 'posts',
    auth: 'public',
    params: postListParams,
    query: postListQuery,
    output: pagedPostsDto,
    summary:
      "A subcategory's posts, newest first, paged by cursor; with lat and lng only posts whose author's city is within the radius. Hidden posts are left out. 404 'Unknown category' / 'Unknown subcategory'.",
  },
  getPost: {
    method: 'GET',
    path: '/api/posts/{postId}',
    domain: 'posts',
    auth: 'public',
    params: postParams,
    output: postDto,
    summary: "A post ('Post not found' 404, also for a post a moderator hid).",
  },
  listMyPosts: {
    method: 'GET',
    path: '/api/me/posts',
    domain: 'posts',
    auth: 'user',
    query: pageQuery,
    output: pagedPostsDto,
    summary: "The caller's own posts, newest first, hidden ones included and marked.",
  },
  createPost: {
    method: 'POST',
    path: '/api/posts',
    domain: 'posts',
    auth: 'user',
    body: postInput,
    output: postDto,
    summary: "Post on the board; the post carries the author's go-to city. 400 naming title, text, category or subCategory.",
  },
  updatePost: {
    method: 'PUT',
    path: '/api/posts/{postId}',
    domain: 'posts',
    auth: 'user',
    params: postParams,
    body: postInput,
    output: postDto,
    summary: 'Edit a post: only its author (403 otherwise); 409 when it changed meanwhile.',
  },
  deletePost: {
    method: 'DELETE',
    path: '/api/posts/{postId}',
    domain: 'posts',
    auth: 'user',
    params: postParams,
    output: okDto,
    summary: 'Delete a post: its author or an admin (403 otherwise).',
  },
  listRecentPosts: {
    method: 'GET',
    path: '/api/admin/posts',
    domain: 'posts',
    auth: 'admin',
    query: pageQuery,
    output: pagedPostsDto,
    summary: 'Admin moderation: every post, newest first, hidden ones included.',
  },
  setPostHidden: {
    method: 'PUT',
    path: '/api/admin/posts/{postId}/hidden',
    domain: 'posts',
    auth: 'admin',
    params: postParams,
    body: postHiddenInput,
    output: postDto,
    summary: 'Admin moderation: hide a post from the board, or show it again.',
  },
});

import { postsRoutes } from '@shared/api/posts-routes';
import { domainHandler } from '../../middleware/http';
import { createPost } from './create-post';
import { deletePost } from './delete-post';
import { getPost } from './get-post';
import { listMyPosts } from './list-my-posts';
import { listPosts } from './list-posts';
import { listRecentPosts } from './list-recent-posts';
import { setPostHidden } from './set-post-hidden';
import { updatePost } from './update-post';

export const handler = domainHandler('posts', postsRoutes, { listPosts, getPost, listMyPosts, createPost, updatePost, deletePost, listRecentPosts, setPostHidden });

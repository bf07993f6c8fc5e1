import { listPosts as list } from '../../domain/posts/posts';
import { route } from '../../middleware/http';

export const listPosts = route('listPosts', ({ user, params, query }) => list(params, query, user));

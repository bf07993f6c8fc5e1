import { listMyPosts as list } from '../../domain/posts/posts';
import { route } from '../../middleware/http';

export const listMyPosts = route('listMyPosts', ({ user, query }) => list(user, query));

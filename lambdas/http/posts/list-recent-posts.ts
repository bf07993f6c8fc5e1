import { listRecentPosts as list } from '../../domain/posts/posts';
import { route } from '../../middleware/http';

export const listRecentPosts = route('listRecentPosts', ({ query }) => list(query));

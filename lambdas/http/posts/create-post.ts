import { createPost as create } from '../../domain/posts/posts';
import { route } from '../../middleware/http';

export const createPost = route('createPost', ({ user, body }) => create(user, body));

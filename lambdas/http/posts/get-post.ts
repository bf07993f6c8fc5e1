import { getPost as get } from '../../domain/posts/posts';
import { route } from '../../middleware/http';

export const getPost = route('getPost', ({ user, params }) => get(params.postId, user));

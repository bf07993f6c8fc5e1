import { updatePost as update } from '../../domain/posts/posts';
import { route } from '../../middleware/http';

export const updatePost = route('updatePost', ({ user, params, body }) => update(user, params.postId, body));

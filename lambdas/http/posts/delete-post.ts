import { deletePost as remove } from '../../domain/posts/posts';
import { route } from '../../middleware/http';

export const deletePost = route('deletePost', ({ user, params }) => remove(user, params.postId));

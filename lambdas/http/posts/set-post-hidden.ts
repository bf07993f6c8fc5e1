import { setPostHidden as setHidden } from '../../domain/posts/posts';
import { route } from '../../middleware/http';

export const setPostHidden = route('setPostHidden', ({ params, body }) => setHidden(params.postId, body.hidden));

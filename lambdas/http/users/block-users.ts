import { blockUsers as block } from '../../domain/privacy/blocking';
import { route } from '../../middleware/http';

export const blockUsers = route('blockUsers', ({ user, params, body }) => block(user, params.uid, body.userIds));

import { listBlockedConversations as list } from '../../domain/users/conversations';
import { route } from '../../middleware/http';

export const listBlockedConversations = route('listBlockedConversations', ({ user, params }) => list(user, params.uid));

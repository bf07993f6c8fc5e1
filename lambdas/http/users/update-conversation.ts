import { updateConversation as update } from '../../domain/users/conversations';
import { route } from '../../middleware/http';

export const updateConversation = route('updateConversation', ({ user, params, body }) => update(user, params.conversationId, body));

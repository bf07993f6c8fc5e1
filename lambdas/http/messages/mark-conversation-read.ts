import { markRead } from '../../domain/messages/messages';
import { route } from '../../middleware/http';

export const markConversationRead = route('markConversationRead', ({ user, params }) => markRead(user, params.conversationId));

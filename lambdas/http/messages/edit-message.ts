import { changeMessage } from '../../domain/messages/messages';
import { route } from '../../middleware/http';

export const editMessage = route('editMessage', ({ user, params, body }) => changeMessage(user, params.conversationId, params.messageId, { text: body.text }));

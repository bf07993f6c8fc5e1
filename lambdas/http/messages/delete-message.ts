import { changeMessage } from '../../domain/messages/messages';
import { route } from '../../middleware/http';

export const deleteMessage = route('deleteMessage', ({ user, params }) => changeMessage(user, params.conversationId, params.messageId, { deleted: true }));

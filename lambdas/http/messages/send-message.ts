import { sendMessage as send } from '../../domain/messages/messages';
import { route } from '../../middleware/http';

export const sendMessage = route('sendMessage', ({ user, params, body }) => send(user, params.conversationId, body.text, body.clientId));

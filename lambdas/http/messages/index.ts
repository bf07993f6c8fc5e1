import { messagesRoutes } from '@shared/api/messages-routes';
import { domainHandler } from '../../middleware/http';
import { deleteMessage } from './delete-message';
import { editMessage } from './edit-message';
import { listConversations } from './list-conversations';
import { listMessages } from './list-messages';
import { markConversationRead } from './mark-conversation-read';
import { openDirectConversation } from './open-direct-conversation';
import { sendMessage } from './send-message';

export const handler = domainHandler('messages', messagesRoutes, {
  listConversations,
  openDirectConversation,
  listMessages,
  sendMessage,
  editMessage,
  deleteMessage,
  markConversationRead,
});

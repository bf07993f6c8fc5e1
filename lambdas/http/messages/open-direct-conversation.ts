import { openDirect } from '../../domain/messages/conversations';
import { route } from '../../middleware/http';

export const openDirectConversation = route('openDirectConversation', ({ user, body }) => openDirect(user, body.userId));

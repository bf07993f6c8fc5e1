import { listConversations as list } from '../../domain/messages/conversations';
import { route } from '../../middleware/http';

export const listConversations = route('listConversations', ({ user, query }) => list(user, query.q));

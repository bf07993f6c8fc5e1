import { listConversations as list } from '../../domain/messages/messages';
import { route } from '../../middleware/http';

export const listConversations = route('listConversations', ({ user, query }) => list(user, query.q));

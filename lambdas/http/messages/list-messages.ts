import { history } from '../../domain/messages/messages';
import { route } from '../../middleware/http';

export const listMessages = route('listMessages', ({ user, params, query }) => history(user, params.conversationId, query.before, query.limit));

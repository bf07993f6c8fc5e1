import { createSession as fn } from '../../domain/teams/seasons';
import { route } from '../../middleware/http';

export const createSession = route('createSession', ({ user, params, body }) => fn(user, params.id, body));

import { removeConnection as fn } from '../../domain/people/connections';
import { route } from '../../middleware/http';

export const removeConnection = route('removeConnection', ({ user, params }) => fn(user, params.uid));

import { requestConnection as fn } from '../../domain/people/connections';
import { route } from '../../middleware/http';

export const requestConnection = route('requestConnection', ({ user, params }) => fn(user, params.uid));

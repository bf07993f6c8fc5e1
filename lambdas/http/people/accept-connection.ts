import { acceptConnection as fn } from '../../domain/people/connections';
import { route } from '../../middleware/http';

export const acceptConnection = route('acceptConnection', ({ user, params }) => fn(user, params.uid));

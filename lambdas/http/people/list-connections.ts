import { listConnections as fn } from '../../domain/people/connections';
import { route } from '../../middleware/http';

export const listConnections = route('listConnections', ({ user }) => fn(user));

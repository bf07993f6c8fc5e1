import { listRegistrations as fn } from '../../domain/teams/seasons';
import { route } from '../../middleware/http';

export const listRegistrations = route('listRegistrations', ({ user, params }) => fn(user, params.uid));

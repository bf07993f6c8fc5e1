import { listUserTeams as list } from '../../domain/users/user-lists';
import { route } from '../../middleware/http';

export const listUserTeams = route('listUserTeams', ({ user, params }) => list(user, params.uid));

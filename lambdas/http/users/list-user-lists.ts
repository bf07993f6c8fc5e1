import { listUserLists as list } from '../../domain/users/user-lists';
import { route } from '../../middleware/http';

export const listUserLists = route('listUserLists', ({ user, params }) => list(user, params.uid));

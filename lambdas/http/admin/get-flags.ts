import { getFlags as get } from '../../domain/admin/flags';
import { route } from '../../middleware/http';

export const getFlags = route('getFlags', ({ user }) => get(user));

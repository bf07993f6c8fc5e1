import { listMySites as list } from '../../domain/sites/sites';
import { route } from '../../middleware/http';

export const listMySites = route('listMySites', ({ user }) => list(user));

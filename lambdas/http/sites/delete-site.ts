import { deleteSite as remove } from '../../domain/sites/sites';
import { route } from '../../middleware/http';

export const deleteSite = route('deleteSite', ({ user, params }) => remove(user, params.siteId));

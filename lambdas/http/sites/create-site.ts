import { createSite as create } from '../../domain/sites/sites';
import { route } from '../../middleware/http';

export const createSite = route('createSite', ({ user, body }) => create(user, body.title));

import { publishSite as publish } from '../../domain/sites/sites';
import { route } from '../../middleware/http';

export const publishSite = route('publishSite', ({ user, params, body }) => publish(user, params.siteId, body.version));

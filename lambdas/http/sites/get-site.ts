import { getPublishedSite } from '../../domain/sites/sites';
import { route } from '../../middleware/http';

export const getSite = route('getSite', ({ params }) => getPublishedSite(params.siteId));

import { getSiteByDomain as byDomain } from '../../domain/sites/sites';
import { route } from '../../middleware/http';

export const getSiteByDomain = route('getSiteByDomain', ({ params }) => byDomain(params.domain));

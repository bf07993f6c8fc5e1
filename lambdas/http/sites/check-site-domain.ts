import { checkDomainProof } from '../../domain/sites/domain-proof';
import { route } from '../../middleware/http';

export const checkSiteDomain = route('checkSiteDomain', ({ user, params }) => checkDomainProof(user, params.siteId));

import { getDomainStatus } from '../../domain/sites/domain-proof';
import { route } from '../../middleware/http';

export const getSiteDomainStatus = route('getSiteDomainStatus', ({ user, params }) => getDomainStatus(user, params.siteId));

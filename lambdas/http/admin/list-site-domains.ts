import { listSiteDomains as list } from '../../domain/admin/domains';
import { route } from '../../middleware/http';

export const listSiteDomains = route('listSiteDomains', () => list());

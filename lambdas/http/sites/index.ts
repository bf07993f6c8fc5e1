import { sitesRoutes } from '@shared/api/sites-routes';
import { domainHandler } from '../../middleware/http';
import { checkSiteDomain } from './check-site-domain';
import { createSite } from './create-site';
import { deleteSite } from './delete-site';
import { discardSiteDraft } from './discard-site-draft';
import { getSite } from './get-site';
import { getSiteByDomain } from './get-site-by-domain';
import { getSiteDomainStatus } from './get-site-domain-status';
import { getSiteDraft } from './get-site-draft';
import { getTeamSite } from './get-team-site';
import { listMySites } from './list-my-sites';
import { publishSite } from './publish-site';
import { saveSiteDraft } from './save-site-draft';

export const handler = domainHandler('sites', sitesRoutes, {
  listMySites,
  createSite,
  getSiteDraft,
  saveSiteDraft,
  discardSiteDraft,
  publishSite,
  deleteSite,
  getSite,
  getTeamSite,
  getSiteByDomain,
  getSiteDomainStatus,
  checkSiteDomain,
});

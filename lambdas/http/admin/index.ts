import { adminRoutes } from '@shared/api/admin-routes';
import { domainHandler } from '../../middleware/http';
import { createBroadcast } from './create-broadcast';
import { createPartner } from './create-partner';
import { decideAmbassadorApplication } from './decide-ambassador-application';
import { deletePartner } from './delete-partner';
import { findAccount } from './find-account';
import { getFlags } from './get-flags';
import { getPartner } from './get-partner';
import { getSignupStats } from './get-signup-stats';
import { listAmbassadorApplications } from './list-ambassador-applications';
import { listPartnerEvents } from './list-partner-events';
import { listPartners } from './list-partners';
import { listSiteDomains } from './list-site-domains';
import { setAccountStatus } from './set-account-status';
import { setUserBetas } from './set-user-betas';
import { updateFlags } from './update-flags';
import { updatePartner } from './update-partner';

export const handler = domainHandler('admin', adminRoutes, {
  getFlags,
  createBroadcast,
  updateFlags,
  getSignupStats,
  listAmbassadorApplications,
  decideAmbassadorApplication,
  findAccount,
  setAccountStatus,
  setUserBetas,
  listSiteDomains,
  listPartners,
  getPartner,
  listPartnerEvents,
  createPartner,
  updatePartner,
  deletePartner,
});

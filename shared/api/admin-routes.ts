import {
  ambassadorDecisionInput,
  ambassadorDecisionParams,
  ambassadorListDto,
  ambassadorListQuery,
  flagsDto,
  flagsInput,
  siteDomainsDto,
  signupStatsDto,
  signupStatsQuery,
} from '../schemas/admin';
import { ambassadorApplicationDto } from '../schemas/ambassador';
import { okDto } from '../schemas/common';
import { pagedEventsDto } from '../schemas/event';
import { partnerDto, partnerInput, partnerParams, partnersDto, partnersQuery } from '../schemas/partner';
import { defineRoutes } from './route-def';

/**
 * Issue 13: partners, remote feature flags and the admin page. The web client loads this table on
 * the first call to one of them.
 */
export const adminRoutes = defineRoutes({
  getFlags: {
    method: 'GET',
    path: '/api/flags',
    domain: 'admin',
    auth: 'public',
    output: flagsDto,
    summary: 'Remote feature flags (subscriptionsEnabled, badges); every flag is off until an admin turns it on.',
  },
  updateFlags: {
    method: 'PATCH',
    path: '/api/admin/flags',
    domain: 'admin',
    auth: 'admin',
    body: flagsInput,
    output: flagsDto,
    summary: 'Admin: turn feature flags on or off (only the flags sent change).',
  },
  getSignupStats: {
    method: 'GET',
    path: '/api/admin/signups',
    domain: 'admin',
    auth: 'admin',
    query: signupStatsQuery,
    output: signupStatsDto,
    summary: 'Admin: profiles created per UTC day over the last `days` days, and in all.',
  },
  listAmbassadorApplications: {
    method: 'GET',
    path: '/api/admin/ambassador-applications',
    domain: 'admin',
    auth: 'admin',
    query: ambassadorListQuery,
    output: ambassadorListDto,
    summary: 'Admin: ambassador applications with a status, newest first.',
  },
  decideAmbassadorApplication: {
    method: 'PUT',
    path: '/api/admin/ambassador-applications/{userId}',
    domain: 'admin',
    auth: 'admin',
    params: ambassadorDecisionParams,
    body: ambassadorDecisionInput,
    output: ambassadorApplicationDto,
    summary: 'Admin: approve or decline an application; the applicant is e-mailed the decision.',
  },
  listSiteDomains: {
    method: 'GET',
    path: '/api/admin/site-domains',
    domain: 'admin',
    auth: 'admin',
    output: siteDomainsDto,
    summary: 'Admin: every custom domain a site proved it owns (DNS TXT), newest first, with the site title (to connect them at the edge).',
  },
  listPartners: {
    method: 'GET',
    path: '/api/partners',
    domain: 'admin',
    auth: 'public',
    query: partnersQuery,
    output: partnersDto,
    summary: 'Partners of a type (partners/{ptype}), preferred first, then by name.',
  },
  getPartner: {
    method: 'GET',
    path: '/api/partners/{partnerId}',
    domain: 'admin',
    auth: 'public',
    params: partnerParams,
    output: partnerDto,
    summary: "A partner ('Partner not found' 404).",
  },
  listPartnerEvents: {
    method: 'GET',
    path: '/api/partners/{partnerId}/events',
    domain: 'admin',
    auth: 'public',
    params: partnerParams,
    output: pagedEventsDto,
    summary: "Upcoming public events at the partner's places (partner/events/{id}), soonest first.",
  },
  createPartner: {
    method: 'POST',
    path: '/api/admin/partners',
    domain: 'admin',
    auth: 'admin',
    body: partnerInput,
    output: partnerDto,
    summary: 'Admin: add a partner (400 naming the field; unknown place ids are refused).',
  },
  updatePartner: {
    method: 'PUT',
    path: '/api/admin/partners/{partnerId}',
    domain: 'admin',
    auth: 'admin',
    params: partnerParams,
    body: partnerInput,
    output: partnerDto,
    summary: 'Admin: replace a partner.',
  },
  deletePartner: {
    method: 'DELETE',
    path: '/api/admin/partners/{partnerId}',
    domain: 'admin',
    auth: 'admin',
    params: partnerParams,
    output: okDto,
    summary: 'Admin: remove a partner.',
  },
});

import * as z from 'zod';
import { idParam, okDto } from '../schemas/common';
import { createSiteInput, mySitesDto, saveDraftInput, siteDomainParams, siteDomainStatusDto, siteDto, siteParams } from '../schemas/site';
import { defineRoutes } from './route-def';

/** The `sites` Lambda's routes: the website builder and custom-domain sites. */
export const sitesRoutes = defineRoutes({
  listMySites: {
    method: 'GET',
    path: '/api/sites/mine',
    domain: 'sites',
    auth: 'user',
    output: mySitesDto,
    summary: "The caller's websites (route site), most recently edited first, with whether each is published and has a draft.",
  },
  createSite: {
    method: 'POST',
    path: '/api/sites',
    domain: 'sites',
    auth: 'user',
    body: createSiteInput,
    output: siteDto,
    summary: "A new website: its first draft, with a home page ('Error creating website' 500 when the draft cannot be made).",
  },
  getSiteDraft: {
    method: 'GET',
    path: '/api/sites/{siteId}/draft',
    domain: 'sites',
    auth: 'user',
    params: siteParams,
    output: siteDto,
    summary:
      "The draft to edit, created from the published site when there is none. 403 'User does not own this website', 404 'Website not found'.",
  },
  saveSiteDraft: {
    method: 'PUT',
    path: '/api/sites/{siteId}/draft',
    domain: 'sites',
    auth: 'user',
    params: siteParams,
    body: saveDraftInput,
    output: siteDto,
    summary:
      'Save the draft (creator only, version-checked: 409 when it changed); 400 naming the field (a domain that is not public, is Rally’s own or imitates another); 409 when another site proved the domain. Setting a domain issues the site’s DNS proof token.',
  },
  discardSiteDraft: {
    method: 'DELETE',
    path: '/api/sites/{siteId}/draft',
    domain: 'sites',
    auth: 'user',
    params: siteParams,
    output: okDto,
    summary: 'Throw the draft away and keep the published site (409 for a site never published).',
  },
  publishSite: {
    method: 'POST',
    path: '/api/sites/{siteId}/publish',
    domain: 'sites',
    auth: 'user',
    params: siteParams,
    body: z.object({ version: z.number().int().min(1) }),
    output: siteDto,
    summary: 'Publish the draft at `version`: it becomes the published site (its domain serves it once proved by DNS).',
  },
  deleteSite: {
    method: 'DELETE',
    path: '/api/sites/{siteId}',
    domain: 'sites',
    auth: 'user',
    params: siteParams,
    output: okDto,
    summary: 'Delete a website, draft, published site and domain (creator only).',
  },
  getSite: {
    method: 'GET',
    path: '/api/sites/{siteId}',
    domain: 'sites',
    auth: 'public',
    params: siteParams,
    output: siteDto,
    summary: "The published website (site/view/{id}); 404 'Website not found' before it is published.",
  },
  getTeamSite: {
    method: 'GET',
    path: '/api/teams/{id}/site',
    domain: 'sites',
    auth: 'public',
    params: z.object({ id: idParam }),
    output: siteDto,
    summary: "The website a team or organization published (organization-website/{id}); 404 'Website not found' when none.",
  },
  getSiteByDomain: {
    method: 'GET',
    path: '/api/site-domains/{domain}',
    domain: 'sites',
    auth: 'public',
    params: siteDomainParams,
    output: siteDto,
    summary:
      "The published website a custom domain serves (the SPA on a team domain asks with its host); 404 'Website not found' until a site proved the domain with its DNS record.",
  },
  getSiteDomainStatus: {
    method: 'GET',
    path: '/api/sites/{siteId}/domain',
    domain: 'sites',
    auth: 'user',
    params: siteParams,
    output: siteDomainStatusDto,
    summary: 'Where the site’s custom domain stands (none, pending, verified, taken) and the TXT record that proves it (creator only).',
  },
  checkSiteDomain: {
    method: 'POST',
    path: '/api/sites/{siteId}/domain/check',
    domain: 'sites',
    auth: 'user',
    params: siteParams,
    output: siteDomainStatusDto,
    // Each check is a DNS lookup.
    limit: 'lookup',
    summary:
      'Look the TXT record up now: verified when found, else still pending with what was seen. 400 without a domain, 409 when another site proved it first (creator only).',
  },
});

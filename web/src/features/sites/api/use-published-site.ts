import type { SWRResponse } from 'swr';
import type { OutputOf } from '@shared/api/routes';
import type { ApiError } from '@web/lib/api-error';
import { useApi } from '@web/lib/use-api';

export type Site = OutputOf<'getSite'>;

export type SiteLookup = { id: string } | { domain: string } | { team: string };

/**
 * The published site by id (site/view/{id}), by the host's custom domain, or by its team
 * (organization-website/{id}): three routes, one answer; only the one the lookup names is asked.
 */
export function usePublishedSite(by: SiteLookup): SWRResponse<Site, ApiError> {
  const byId = useApi('getSite', 'id' in by ? { params: { siteId: by.id } } : null);
  const byTeam = useApi('getTeamSite', 'team' in by ? { params: { id: by.team } } : null);
  const byDomain = useApi('getSiteByDomain', 'domain' in by ? { params: { domain: by.domain } } : null);
  return 'id' in by ? byId : 'team' in by ? byTeam : byDomain;
}

import useSWR from 'swr';
import type { OutputOf } from '../../../../shared/api/routes';
import type { SiteContent } from '../../../../shared/schemas/site';
import { api } from '../../lib/api-client';

export type Site = OutputOf<'getSite'>;
export type MySite = OutputOf<'listMySites'>['items'][number];

export const draftKey = (siteId: string) => ['getSiteDraft', siteId] as const;

export const useMySites = () => useSWR(['listMySites'], () => api.call('listMySites'));
export const createSite = (title: string) => api.call('createSite', { body: { title } });
export const useSiteDraft = (siteId: string) => useSWR(draftKey(siteId), () => api.call('getSiteDraft', { params: { siteId } }), { revalidateOnFocus: false });
export const saveDraft = (siteId: string, version: number, content: SiteContent) =>
  api.call('saveSiteDraft', { params: { siteId }, body: { version, content } });
export const publishSite = (siteId: string, version: number) => api.call('publishSite', { params: { siteId }, body: { version } });
export const discardDraft = (siteId: string) => api.call('discardSiteDraft', { params: { siteId } });
export const deleteSite = (siteId: string) => api.call('deleteSite', { params: { siteId } });

export const domainStatusKey = (siteId: string) => ['getSiteDomainStatus', siteId] as const;
export type DomainStatus = OutputOf<'getSiteDomainStatus'>;
/** Where the draft's custom domain stands and the DNS record that proves it. */
export const useDomainStatus = (siteId: string, domain: string, publishedAt: string | null) =>
  useSWR(domain ? [...domainStatusKey(siteId), domain, publishedAt] : null, () => api.call('getSiteDomainStatus', { params: { siteId } }), {
    revalidateOnFocus: false,
  });
export const checkDomain = (siteId: string) => api.call('checkSiteDomain', { params: { siteId } });

export type SiteLookup = { id: string } | { domain: string } | { team: string };

/** The published site by id (site/view/{id}), by the host's custom domain, or by its team (organization-website/{id}). */
export function usePublishedSite(by: SiteLookup) {
  return useSWR(['site', by], () =>
    'id' in by
      ? api.call('getSite', { params: { siteId: by.id } })
      : 'team' in by
        ? api.call('getTeamSite', { params: { id: by.team } })
        : api.call('getSiteByDomain', { params: { domain: by.domain } }),
  );
}

export function useTeamEvents(teamId: string) {
  return useSWR(teamId ? ['listTeamEvents', teamId] : null, () => api.call('listTeamEvents', { params: { id: teamId }, query: {} }));
}

export function useMyTeams(uid: string | undefined) {
  return useSWR(uid ? ['listUserTeams', uid] : null, () => api.call('listUserTeams', { params: { uid: uid! } }));
}

export function useMe() {
  return useSWR(['getMe'], () => api.call('getMe'));
}

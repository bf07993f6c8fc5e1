import useSWR from 'swr';
import { api } from '../../../../lib/api-client';
import type { Team } from './get-team';

export const getOrganizationBySlugKey = (slug: string) => ['getOrganizationBySlug', { params: { slug } }] as const;

export const getOrganizationBySlug = (slug: string): Promise<Team> => api.call('getOrganizationBySlug', { params: { slug } });

/** Organization lookup for org/{slug}; 404 'Organization not found'. */
export function useOrganizationBySlug(slug: string | undefined) {
  return useSWR(slug ? getOrganizationBySlugKey(slug) : null, ([, args]) => getOrganizationBySlug(args.params.slug), {
    shouldRetryOnError: false,
  });
}

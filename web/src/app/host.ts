import type { WebConfig } from '@shared/schemas/config';

/**
 * Which app a host gets (spec §2): the product's own domains get the full route table; any other
 * host is a team's custom domain (its site's pages, the shared routes and user-onboarding); the
 * one special team domain also gets home (and the form routes, when forms exist).
 */
export type HostKind = 'app' | 'site' | 'team';

export function hostKindOf(hostname: string, config: Pick<WebConfig, 'appDomains' | 'teamDomain'>): HostKind {
  const host = hostname.toLowerCase();
  if (config.appDomains.some((d) => d.toLowerCase() === host)) return 'app';
  if (config.teamDomain && config.teamDomain.toLowerCase() === host) return 'team';
  return 'site';
}

/** The product's own origin seen from a custom domain (links into the product leave the site). */
export function appOriginOf(location: Pick<Location, 'protocol' | 'port'>, config: Pick<WebConfig, 'appDomains'>): string {
  const home = config.appDomains[0] ?? 'localhost';
  return `${location.protocol}//${home}${location.port ? `:${location.port}` : ''}`;
}

import { websites } from '../../data/websites';

/** Admin: the custom domains published sites claim, with their titles (to add them at the edge). */
export async function listSiteDomains() {
  const claimed = await websites.claimedDomains();
  const sites = await Promise.all(claimed.map((c) => websites.get(c.siteId, 'published')));
  return {
    items: claimed.map((c, i) => ({ domain: c.domain, siteId: c.siteId, title: sites[i]?.title ?? '(deleted site)', claimedAt: c.claimedAt })),
  };
}

import { messages } from '@shared/constants/messages';
import type { SiteContent, SiteDto } from '@shared/schemas/site';
import { memberships } from '../../data/memberships';
import { websites, type WebsiteItem } from '../../data/websites';
import { logger } from '../../lib/logger';
import { BadRequestError, FailedError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { teams } from '../../data/teams';
import { allowsCustomDomain } from '../teams/plan-limits';
import { assertDomainAllowed, domainToken } from './domain-proof';
import { ownedStates } from './owned-states';
import type { Caller } from '../../lib/caller';

const epoch = new Date(0).toISOString();

export const toSiteDto = (w: WebsiteItem): SiteDto => {
  const settings = (w.settings ?? {}) as { logos?: { primary?: string; secondary?: string } };
  return {
    id: w.siteId,
    creatorId: w.creatorId,
    title: w.title,
    pages: (w.pages ?? []) as SiteDto['pages'],
    settings: { logos: { primary: settings.logos?.primary ?? '', secondary: settings.logos?.secondary ?? '' } },
    domain: w.domain ?? '',
    teamId: w.teamId ?? '',
    updatedAt: w.updatedAt ?? w.createdAt ?? epoch,
    version: w.version ?? 1,
    publishedAt: w.publishedAt ?? null,
  };
};

/** A new site starts with a home page saying what it is. */
export const starterContent = (title: string) => ({
  title,
  pages: [{ title: 'Home', slug: '', seoDescription: '', blocks: [{ type: 'text' as const, heading: `Welcome to ${title}`, text: 'Tell visitors who you are, where you play and how to join.' }] }],
  settings: { logos: { primary: '', secondary: '' } },
  domain: '',
  teamId: '',
});

/** `site`: the creator's sites, one entry per site. */
export async function listMySites(user: Pick<Caller, 'uid'>) {
  const items = await websites.ofCreator(user.uid);
  const bySite = new Map<string, { draft?: WebsiteItem; published?: WebsiteItem }>();
  for (const item of items) bySite.set(item.siteId, { ...bySite.get(item.siteId), [item.state]: item });
  return {
    items: [...bySite.entries()]
      .map(([id, { draft, published }]) => {
        const latest = (draft ?? published)!;
        return {
          id,
          title: latest.title,
          domain: (published ?? draft)?.domain ?? '',
          publishedAt: published?.publishedAt ?? null,
          hasDraft: Boolean(draft),
          updatedAt: latest.updatedAt ?? epoch,
        };
      })
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
  };
}

/** `site/build`: a new site, as a draft ('Error creating website' when the draft cannot be made). */
export async function createSite(user: Pick<Caller, 'uid'>, title: string): Promise<SiteDto> {
  try {
    const draft = await websites.createDraft(user.uid, starterContent(title));
    logger.info('website created', { siteId: draft.siteId });
    return toSiteDto(draft);
  } catch (error) {
    logger.error('website not created', { error: error as Error });
    throw new FailedError(messages.websiteCreateFailed);
  }
}

/** `site/build/{id}`: the draft, made from the published site when none exists; only the creator. */
export async function getDraft(user: Pick<Caller, 'uid'>, siteId: string): Promise<SiteDto> {
  const { draft, published } = await ownedStates(user, siteId);
  if (draft) return toSiteDto(draft);
  const made = (await websites.draftFrom(published!)) ?? (await websites.get(siteId, 'draft'));
  if (!made) throw new FailedError(messages.websiteCreateFailed);
  return toSiteDto(made);
}

/** The content checked against the site's rules; returned with its domain in the stored (ASCII) form. */
async function checkContent(user: Pick<Caller, 'uid'>, siteId: string, content: SiteContent): Promise<SiteContent> {
  const domain = content.domain ? await assertDomainAllowed(siteId, content.domain, 'content.domain') : '';
  if (content.teamId) {
    const membership = await memberships.get(content.teamId, user.uid);
    if (!membership) throw new BadRequestError(messages.siteNotTeamMember, [{ path: 'content.teamId', message: messages.siteNotTeamMember }]);
    // Said at save too, so a member learns it before building a whole site for the team.
    if (!managesTeam(membership.role)) {
      throw new BadRequestError(messages.siteNotTeamManager, [{ path: 'content.teamId', message: messages.siteNotTeamManager }]);
    }
  }
  return { ...content, domain };
}

/** A team's website is its public face: only its owners and admins choose it. */
const managesTeam = (role: string | undefined) => role === 'owner' || role === 'admin';

/**
 * Checked at publish, not only at save: the role may have changed since, and publishing is what
 * points the team at the site.
 */
async function assertMayPublishFor(user: Pick<Caller, 'uid'>, teamId: string) {
  const membership = await memberships.get(teamId, user.uid);
  if (!managesTeam(membership?.role)) throw new ForbiddenError(messages.siteNotTeamManager);
}

/** Save the draft (version-checked, so two tabs never overwrite each other silently). */
export async function saveDraft(user: Pick<Caller, 'uid'>, siteId: string, input: { version: number; content: SiteContent }): Promise<SiteDto> {
  const { draft, published } = await ownedStates(user, siteId);
  if (!draft && published) await websites.draftFrom(published);
  const content = await checkContent(user, siteId, input.content);
  // Setting a domain issues the site's proof token, so the record to add can be shown at once.
  if (content.domain) await domainToken(siteId);
  const saved = await websites.saveDraft(siteId, content, input.version);
  if (!saved) throw new ConflictError(messages.staleSite);
  // A domain the draft moved away from, which the published site does not use, is let go.
  const before = (draft ?? published)?.domain ?? '';
  if (before && before !== saved.domain && before !== published?.domain) await websites.releaseDomain(before, siteId);
  return toSiteDto(saved);
}

/** Publish the draft: copied to the published site, its domain claimed in the same transaction. */
export async function publishSite(user: Pick<Caller, 'uid'>, siteId: string, version: number): Promise<SiteDto> {
  const { draft, published } = await ownedStates(user, siteId);
  if (!draft) throw new ConflictError(messages.noSiteDraft);
  if (draft.version !== version) throw new ConflictError(messages.staleSite);
  if (draft.teamId) await assertMayPublishFor(user, draft.teamId);
  const result = await websites.publish(draft, version);
  if (result === 'stale') throw new ConflictError(messages.staleSite);
  // The domain the published site used until now is let go (the new one serves once proved).
  if (published?.domain && published.domain !== (draft.domain ?? '')) await websites.releaseDomain(published.domain, siteId);
  logger.info('website published', { siteId });
  return toSiteDto((await websites.get(siteId, 'published'))!);
}

/** Throw the draft away; the published site stays (a never-published site is deleted instead). */
export async function discardDraft(user: Pick<Caller, 'uid'>, siteId: string): Promise<{ ok: true }> {
  const { draft, published } = await ownedStates(user, siteId);
  if (!published) throw new ConflictError(messages.neverPublished);
  await websites.removeDraft(siteId);
  if (draft?.domain && draft.domain !== published.domain) await websites.releaseDomain(draft.domain, siteId);
  return { ok: true };
}

export async function deleteSite(user: Pick<Caller, 'uid'>, siteId: string): Promise<{ ok: true }> {
  const { draft, published } = await ownedStates(user, siteId);
  await websites.remove(siteId);
  const domains = new Set([published?.domain, draft?.domain].filter((d): d is string => Boolean(d)));
  await Promise.all([...[...domains].map((domain) => websites.releaseDomain(domain, siteId)), websites.removeDomainToken(siteId)]);
  // Only the team this site is the website of loses it; another site it named keeps its place.
  const teamIds = new Set([published?.teamId, draft?.teamId].filter((t): t is string => Boolean(t)));
  await Promise.all([...teamIds].map((teamId) => websites.releaseTeamSite(teamId, siteId)));
  logger.info('website deleted', { siteId });
  return { ok: true };
}

/** `site/view/{id}`: the published site (404 'Website not found' before the first publish). */
export async function getPublishedSite(siteId: string): Promise<SiteDto> {
  const published = await websites.get(siteId, 'published');
  if (!published) throw new NotFoundError(messages.websiteNotFound);
  return toSiteDto(published);
}

/** organization-website/{id}: the site a team or organization published (404 when none names it now). */
export async function getSiteOfTeam(teamId: string): Promise<SiteDto> {
  const siteId = await websites.siteOfTeam(teamId);
  const published = siteId ? await websites.get(siteId, 'published') : null;
  if (!published || published.teamId !== teamId) throw new NotFoundError(messages.websiteNotFound);
  return toSiteDto(published);
}

/**
 * A custom domain's site (the SPA on a team's domain asks with its host, in AWS and locally): only
 * a site that proved the domain with its DNS record, and only while its published site names it.
 * An unproved domain gets 'Website not found', whoever's site names it.
 */
export async function getSiteByDomain(domain: string): Promise<SiteDto> {
  const siteId = await websites.verifiedSiteOf(domain);
  const published = siteId ? await websites.get(siteId, 'published') : null;
  if (!published || published.domain !== domain) throw new NotFoundError(messages.websiteNotFound);
  // A team that left the plan keeps its claim (it serves again on upgrading) but not the serving.
  if (!published.teamId || !allowsCustomDomain((await teams.get(published.teamId))?.subscriptionLevel)) throw new NotFoundError(messages.websiteNotFound);
  return toSiteDto(published);
}

import type { ItemOf } from './entities/table';
import { ulid } from 'ulid';
import type { Website } from './entities/website';
import { db, unlessConditionFails, writeWithRetry } from './service';

export type WebsiteItem = ItemOf<typeof Website>;

/** What the creator edits on a site. */
export interface SiteFields {
  title: string;
  pages: unknown[];
  settings: unknown;
  domain: string;
  teamId: string;
}

/** Access patterns for websites (docs/data-model.md). */
export const websites = {
  async get(siteId: string, state: 'draft' | 'published'): Promise<WebsiteItem | null> {
    const { data } = await db().entities.website.get({ siteId, state }).go();
    return data;
  },

  /** Both states of a site in one Query (missing ones are absent). */
  async states(siteId: string): Promise<{ draft: WebsiteItem | null; published: WebsiteItem | null }> {
    const { data } = await db().entities.website.query.byState({ siteId }).go();
    return { draft: data.find((d) => d.state === 'draft') ?? null, published: data.find((d) => d.state === 'published') ?? null };
  },

  /** A new site: its first draft. */
  async createDraft(creatorId: string, fields: SiteFields): Promise<WebsiteItem> {
    const { data } = await db()
      .entities.website.create({ ...fields, siteId: ulid(), state: 'draft', creatorId, version: 1 })
      .go();
    return data as WebsiteItem;
  },

  /** The draft made from the published site when there is none (null when another request made it first). */
  async draftFrom(published: WebsiteItem): Promise<WebsiteItem | null> {
    return unlessConditionFails(async () => {
      const { data } = await db()
        .entities.website.create({
          siteId: published.siteId,
          state: 'draft',
          creatorId: published.creatorId,
          title: published.title,
          pages: published.pages,
          settings: published.settings,
          domain: published.domain ?? '',
          teamId: published.teamId ?? '',
          version: 1,
          ...(published.publishedAt ? { publishedAt: published.publishedAt } : {}),
        })
        .go();
      return data as WebsiteItem;
    }, null);
  },

  /** Save the draft if it is still at `expectedVersion` (null when it changed meanwhile). */
  async saveDraft(siteId: string, fields: SiteFields, expectedVersion: number): Promise<WebsiteItem | null> {
    return unlessConditionFails(async () => {
      const { data } = await db()
        .entities.website.patch({ siteId, state: 'draft' })
        .set({ ...fields, version: expectedVersion + 1 })
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .go({ response: 'all_new' });
      return data as WebsiteItem;
    }, null);
  },

  /**
   * Publish: in one transaction, the draft (still at `expectedVersion`) is copied over the published
   * item and the team pointer is set. Domains are not claimed here: a domain is held by the site
   * that proved it (`claimVerified`). 'stale' when the draft changed meanwhile.
   */
  async publish(draft: WebsiteItem, expectedVersion: number): Promise<'ok' | 'stale'> {
    const publishedAt = new Date().toISOString();
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ website, teamSite }) => [
          website
            .patch({ siteId: draft.siteId, state: 'draft' })
            .set({ publishedAt })
            .where(({ version }, { eq }) => eq(version, expectedVersion))
            .commit(),
          website
            .put({
              siteId: draft.siteId,
              state: 'published',
              creatorId: draft.creatorId,
              title: draft.title,
              pages: draft.pages,
              settings: draft.settings,
              domain: draft.domain ?? '',
              teamId: draft.teamId ?? '',
              version: expectedVersion,
              publishedAt,
            })
            .commit(),
          ...(draft.teamId ? [teamSite.put({ teamId: draft.teamId, siteId: draft.siteId }).commit()] : []),
        ])
        .go(),
    );
    return result.ok ? 'ok' : 'stale';
  },

  /** The site a team published last (it may since name another team: the caller checks). */
  async siteOfTeam(teamId: string): Promise<string | null> {
    const { data } = await db().entities.teamSite.get({ teamId }).go();
    return data?.siteId ?? null;
  },

  /** Every verified custom domain, newest first (byClaim: one partition; unverified legacy claims left out). */
  async claimedDomains(): Promise<Array<{ domain: string; siteId: string; claimedAt: string }>> {
    const { data } = await db().entities.siteDomain.query.byClaim({ registry: 'domains' }).go({ order: 'desc', pages: 'all' });
    return data.filter((d) => d.verifiedAt).map((d) => ({ domain: d.domain, siteId: d.siteId, claimedAt: d.verifiedAt ?? d.claimedAt ?? '' }));
  },

  /** Forget a team's site pointer if it still names this site (a newer site keeps it). */
  async releaseTeamSite(teamId: string, siteId: string): Promise<void> {
    await unlessConditionFails(async () => {
      await db()
        .entities.teamSite.delete({ teamId })
        .where(({ siteId: current }, { eq }) => eq(current, siteId))
        .go();
    }, undefined);
  },

  /** Seed data. */
  async putTeamSite(teamId: string, siteId: string): Promise<void> {
    await db().entities.teamSite.put({ teamId, siteId }).go();
  },

  /** Which site proved it holds a custom domain (the host → site lookup); null when none has. */
  async verifiedSiteOf(domain: string): Promise<string | null> {
    const { data } = await db().entities.siteDomain.get({ domain }).go();
    return data?.verifiedAt ? data.siteId : null;
  },

  /** Hold a domain for a site that proved it: free, an unverified legacy claim, or already this site's. */
  async claimVerified(domain: string, siteId: string): Promise<'ok' | 'taken'> {
    return unlessConditionFails(async () => {
      await db()
        .entities.siteDomain.put({ domain, siteId, verifiedAt: new Date().toISOString() })
        .where(({ siteId: holder, verifiedAt }, { eq, notExists }) => `${notExists(verifiedAt)} OR ${eq(holder, siteId)}`)
        .go();
      return 'ok' as const;
    }, 'taken');
  },

  /** Let a domain go if this site holds it (another site's hold, or none, is left alone). */
  async releaseDomain(domain: string, siteId: string): Promise<void> {
    await unlessConditionFails(async () => {
      await db()
        .entities.siteDomain.delete({ domain })
        .where(({ siteId: holder }, { eq }) => eq(holder, siteId))
        .go();
    }, undefined);
  },

  /** The site's proof token, made with `fresh` the first time (a concurrent first call keeps the winner's). */
  async domainToken(siteId: string, fresh: string): Promise<string> {
    return unlessConditionFails(
      async () => {
        await db().entities.siteDomainToken.create({ siteId, token: fresh }).go();
        return fresh;
      },
      async () => {
        const { data } = await db().entities.siteDomainToken.get({ siteId }).go({ consistent: true });
        return data!.token;
      },
    );
  },

  async removeDomainToken(siteId: string): Promise<void> {
    await db().entities.siteDomainToken.delete({ siteId }).go();
  },

  /** Discard the draft (the next edit starts again from the published site). */
  async removeDraft(siteId: string): Promise<void> {
    await db().entities.website.delete({ siteId, state: 'draft' }).go();
  },

  /** Delete a site: both states (its domains are released by the caller). */
  async remove(siteId: string): Promise<void> {
    await db()
      .transaction.write(({ website }) => [website.delete({ siteId, state: 'draft' }).commit(), website.delete({ siteId, state: 'published' }).commit()])
      .go();
  },

  /** A creator's sites, both states (byCreator, every page). */
  async ofCreator(creatorId: string): Promise<WebsiteItem[]> {
    const { data } = await db().entities.website.query.byCreator({ creatorId }).go({ pages: 'all' });
    return data;
  },

  /** Seed data: write both states as given. */
  async put(item: Omit<WebsiteItem, 'createdAt' | 'updatedAt'>): Promise<void> {
    await db().entities.website.put(item).go();
  },

  /** Seed data: a domain held by a site as if it had been proved. */
  async putVerifiedDomain(domain: string, siteId: string): Promise<void> {
    await db().entities.siteDomain.put({ domain, siteId, verifiedAt: new Date().toISOString() }).go();
  },
};

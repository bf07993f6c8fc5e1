import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import type { Website } from './entities/website';
import { writeWithRetry } from './events';
import { db, isConditionFailure } from './service';

export type WebsiteItem = EntityItem<typeof Website>;

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
    try {
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
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  },

  /** Save the draft if it is still at `expectedVersion` (null when it changed meanwhile). */
  async saveDraft(siteId: string, fields: SiteFields, expectedVersion: number): Promise<WebsiteItem | null> {
    try {
      const { data } = await db()
        .entities.website.patch({ siteId, state: 'draft' })
        .set({ ...fields, version: expectedVersion + 1 })
        .where(({ version }, { eq }) => eq(version, expectedVersion))
        .go({ response: 'all_new' });
      return data as WebsiteItem;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  },

  /**
   * Publish: in one transaction, the draft (still at `expectedVersion`) is copied over the published
   * item, its domain is claimed (free or already this site's) and a domain it no longer uses is
   * released. 'stale' or 'domain-taken' when a condition fails.
   */
  async publish(draft: WebsiteItem, previousDomain: string, expectedVersion: number): Promise<'ok' | 'stale' | 'domain-taken'> {
    const publishedAt = new Date().toISOString();
    const domain = draft.domain ?? '';
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ website, siteDomain, teamSite }) => [
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
              domain,
              teamId: draft.teamId ?? '',
              version: expectedVersion,
              publishedAt,
            })
            .commit(),
          ...(domain
            ? [
                siteDomain
                  .put({ domain, siteId: draft.siteId })
                  .where(({ siteId }, { eq, notExists }) => `${notExists(siteId)} OR ${eq(siteId, draft.siteId)}`)
                  .commit(),
              ]
            : []),
          ...(previousDomain && previousDomain !== domain
            ? [siteDomain.delete({ domain: previousDomain }).where(({ siteId }, { eq }) => eq(siteId, draft.siteId)).commit()]
            : []),
          ...(draft.teamId ? [teamSite.put({ teamId: draft.teamId, siteId: draft.siteId }).commit()] : []),
        ])
        .go(),
    );
    if (result.ok) return 'ok';
    // Item order: 0 draft, 1 published, 2 the domain claim.
    return domain && /ConditionalCheckFailed/i.test(result.codes[2] ?? '') ? 'domain-taken' : 'stale';
  },

  /** The site a team published last (it may since name another team: the caller checks). */
  async siteOfTeam(teamId: string): Promise<string | null> {
    const { data } = await db().entities.teamSite.get({ teamId }).go();
    return data?.siteId ?? null;
  },

  /** Every claimed custom domain, newest first (byClaim: one partition). */
  async claimedDomains(): Promise<Array<{ domain: string; siteId: string; claimedAt: string }>> {
    const { data } = await db().entities.siteDomain.query.byClaim({ registry: 'domains' }).go({ order: 'desc', pages: 'all' });
    return data.map((d) => ({ domain: d.domain, siteId: d.siteId, claimedAt: d.claimedAt ?? '' }));
  },

  /** Forget a team's site pointer if it still names this site (a newer site keeps it). */
  async releaseTeamSite(teamId: string, siteId: string): Promise<void> {
    try {
      await db()
        .entities.teamSite.delete({ teamId })
        .where(({ siteId: current }, { eq }) => eq(current, siteId))
        .go();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },

  /** Seed data. */
  async putTeamSite(teamId: string, siteId: string): Promise<void> {
    await db().entities.teamSite.put({ teamId, siteId }).go();
  },

  /** Which site holds a custom domain (the host → site lookup). */
  async siteOfDomain(domain: string): Promise<string | null> {
    const { data } = await db().entities.siteDomain.get({ domain }).go();
    return data?.siteId ?? null;
  },

  /** Discard the draft (the next edit starts again from the published site). */
  async removeDraft(siteId: string): Promise<void> {
    await db().entities.website.delete({ siteId, state: 'draft' }).go();
  },

  /** Delete a site: both states and its domain claim. */
  async remove(siteId: string, domain: string): Promise<void> {
    await db()
      .transaction.write(({ website, siteDomain }) => [
        website.delete({ siteId, state: 'draft' }).commit(),
        website.delete({ siteId, state: 'published' }).commit(),
        ...(domain ? [siteDomain.delete({ domain }).where(({ siteId: id }, { eq }) => eq(id, siteId)).commit()] : []),
      ])
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

  async putDomain(domain: string, siteId: string): Promise<void> {
    await db().entities.siteDomain.put({ domain, siteId }).go();
  },
};

import { createdAt, defineEntity, gsiKey, requiredStrings, tableKey, updatedAtFromCreate, version } from './table';

/**
 * A website (spec §3 Website): one item per state under the site's partition: the creator edits
 * the `draft`; publishing copies it to `published`, which is what site/view and custom domains show.
 * Pages and settings are validated by the zod contract (shared/schemas/site.ts) before every write.
 */
export const Website = defineEntity('website', {
  attributes: {
    siteId: { type: 'string', required: true },
    state: { type: ['draft', 'published'] as const, required: true },
    ...requiredStrings('creatorId', 'title'),
    pages: { type: 'any', required: true },
    settings: { type: 'any', required: true },
    domain: { type: 'string', default: '' },
    teamId: { type: 'string', default: '' },
    version,
    publishedAt: { type: 'string' },
    createdAt,
    updatedAt: updatedAtFromCreate,
  },
  indexes: {
    byState: tableKey(['siteId'], ['state']),
    /** A creator's sites (both states; the builder list folds them per site). */
    byCreator: gsiKey('byOwner', ['creatorId'], ['siteId', 'state']),
  },
});

/**
 * A custom domain held by the one site that proved it owns it (a DNS TXT record): the uniqueness
 * guard and the host → site lookup. Written when the proof is checked, deleted when the site stops
 * using the domain. Items without `verifiedAt` are claims made at publish before proofs existed:
 * they neither serve nor block anyone.
 */
export const SiteDomain = defineEntity('siteDomain', {
  attributes: {
    ...requiredStrings('domain', 'siteId'),
    verifiedAt: { type: 'string' },
    /** One constant partition listing every claimed domain (the admin connects new ones). */
    registry: { type: 'string', default: 'domains', readOnly: true },
    claimedAt: createdAt,
  },
  indexes: {
    byDomain: tableKey(['domain']),
    byClaim: gsiKey('byOwner', ['registry'], ['claimedAt', 'domain']),
  },
});

/**
 * The secret a site's domain proof carries (`_rally-verify.<domain>` TXT `rally-verify=<token>`):
 * one per site, made when the creator first sets a domain, so the record to add never changes
 * between saves. Only the site's creator sees it.
 */
export const SiteDomainToken = defineEntity('siteDomainToken', {
  attributes: {
    siteId: { type: 'string', required: true },
    token: { type: 'string', required: true, readOnly: true },
    createdAt,
  },
  indexes: {
    bySite: tableKey(['siteId']),
  },
});

/** The website a team or organization publishes (organization-website/{id}): the last published site naming the team. */
export const TeamSite = defineEntity('teamSite', {
  attributes: {
    ...requiredStrings('teamId', 'siteId'),
  },
  indexes: {
    byTeam: tableKey(['teamId']),
  },
});

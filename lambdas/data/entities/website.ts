import { Entity } from 'electrodb';

/**
 * A website (spec §3 Website): one item per state under the site's partition: the creator edits
 * the `draft`; publishing copies it to `published`, which is what site/view and custom domains show.
 * Pages and settings are validated by the zod contract (shared/schemas/site.ts) before every write.
 */
export const Website = new Entity({
  model: { entity: 'website', version: '1', service: 'rally' },
  attributes: {
    siteId: { type: 'string', required: true },
    state: { type: ['draft', 'published'] as const, required: true },
    creatorId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    pages: { type: 'any', required: true },
    settings: { type: 'any', required: true },
    domain: { type: 'string', default: '' },
    teamId: { type: 'string', default: '' },
    version: { type: 'number', default: 1 },
    publishedAt: { type: 'string' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString(), default: () => new Date().toISOString() },
  },
  indexes: {
    byState: { pk: { field: 'pk', composite: ['siteId'] }, sk: { field: 'sk', composite: ['state'] } },
    /** A creator's sites (both states; the builder list folds them per site). */
    byCreator: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['creatorId'] },
      sk: { field: 'gsi1sk', composite: ['siteId', 'state'] },
    },
  },
});

/**
 * A custom domain held by the one site that proved it owns it (a DNS TXT record): the uniqueness
 * guard and the host → site lookup. Written when the proof is checked, deleted when the site stops
 * using the domain. Items without `verifiedAt` are claims made at publish before proofs existed:
 * they neither serve nor block anyone.
 */
export const SiteDomain = new Entity({
  model: { entity: 'siteDomain', version: '1', service: 'rally' },
  attributes: {
    domain: { type: 'string', required: true },
    siteId: { type: 'string', required: true },
    verifiedAt: { type: 'string' },
    /** One constant partition listing every claimed domain (the admin connects new ones). */
    registry: { type: 'string', default: 'domains', readOnly: true },
    claimedAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byDomain: { pk: { field: 'pk', composite: ['domain'] }, sk: { field: 'sk', composite: [] } },
    byClaim: {
      index: 'byOwner',
      pk: { field: 'gsi1pk', composite: ['registry'] },
      sk: { field: 'gsi1sk', composite: ['claimedAt', 'domain'] },
    },
  },
});

/**
 * The secret a site's domain proof carries (`_rally-verify.<domain>` TXT `rally-verify=<token>`):
 * one per site, made when the creator first sets a domain, so the record to add never changes
 * between saves. Only the site's creator sees it.
 */
export const SiteDomainToken = new Entity({
  model: { entity: 'siteDomainToken', version: '1', service: 'rally' },
  attributes: {
    siteId: { type: 'string', required: true },
    token: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    bySite: { pk: { field: 'pk', composite: ['siteId'] }, sk: { field: 'sk', composite: [] } },
  },
});

/** The website a team or organization publishes (organization-website/{id}): the last published site naming the team. */
export const TeamSite = new Entity({
  model: { entity: 'teamSite', version: '1', service: 'rally' },
  attributes: {
    teamId: { type: 'string', required: true },
    siteId: { type: 'string', required: true },
  },
  indexes: {
    byTeam: { pk: { field: 'pk', composite: ['teamId'] }, sk: { field: 'sk', composite: [] } },
  },
});

import * as z from 'zod';
import { emailAddress, multiLineText, singleLineText, userLink } from './text';
import { idParam, withinKb } from './common';

/** Websites (spec §3 Website, §4 builder, §5 draft errors, §7 Website store). */
export const siteLimits = { pages: 12, blocks: 30, title: 80, text: 5000 } as const;

const httpsUrl = userLink({ httpsOnly: true, max: 500, message: 'Enter an image address on a public website, starting with https://' });
const optionalUrl = z.union([httpsUrl, z.literal('')]).default('');

/** A page's address under the site: lowercase words joined by hyphens; '' is the home page. */
export const pageSlug = z
  .string()
  .trim()
  .max(60, { error: 'At most 60 characters', abort: true })
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Use lowercase letters, numbers and hyphens');

/**
 * A custom domain as the route table takes it: trimmed, lowercased, bounded. The rule itself
 * (public DNS name, not Rally's own, no look-alikes; stored in its ASCII form) is
 * shared/schemas/domain-name.ts: the builder checks with `siteContentFor`, the sites domain with
 * `customDomain`, so only the sites Lambda (not every Lambda that carries the route table) bundles it.
 */
export const siteDomainInput = z.string().trim().toLowerCase().max(253, { error: 'At most 253 characters', abort: true });

export const siteBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), heading: singleLineText(120, { maxMessage: 'At most 120 characters' }).default(''), text: multiLineText(siteLimits.text, { min: 1, minMessage: 'Text is required', maxMessage: `At most ${siteLimits.text} characters` }) }),
  z.object({ type: z.literal('image'), url: httpsUrl, alt: singleLineText(200, { min: 1, minMessage: 'Describe the image for people who cannot see it', maxMessage: 'At most 200 characters' }) }),
  /** The team's upcoming public events (needs the site's team). */
  z.object({ type: z.literal('events'), heading: singleLineText(120, { maxMessage: 'At most 120 characters' }).default('Upcoming events') }),
  /** A button to the team's page, where people join. */
  z.object({ type: z.literal('join'), label: singleLineText(40, { min: 1, minMessage: 'Button text is required', maxMessage: 'At most 40 characters' }).default('Join us') }),
  z.object({
    type: z.literal('contact'),
    email: z.union([emailAddress(100, 'Enter a valid e-mail address'), z.literal('')]).default(''),
    phone: singleLineText(30, { maxMessage: 'At most 30 characters' }).default(''),
    note: multiLineText(300, { maxMessage: 'At most 300 characters' }).default(''),
  }),
]);
export type SiteBlock = z.infer<typeof siteBlock>;
export const siteBlockTypes = ['text', 'image', 'events', 'join', 'contact'] as const;

export const sitePage = z.object({
  title: singleLineText(60, { min: 1, minMessage: 'Page title is required', maxMessage: 'At most 60 characters' }),
  slug: pageSlug,
  seoDescription: multiLineText(160, { maxMessage: 'At most 160 characters' }).default(''),
  blocks: z.array(siteBlock).max(siteLimits.blocks, `At most ${siteLimits.blocks} blocks on a page`).default([]),
});
export type SitePage = z.infer<typeof sitePage>;

/** The site's content, with the domain field the caller chooses (the route table's, or the full rule). */
export const siteContentWith = (domain: z.ZodType<string, string>) => z
  .object({
    title: singleLineText(siteLimits.title, { min: 1, minMessage: 'Site title is required', maxMessage: `At most ${siteLimits.title} characters` }),
    pages: z.array(sitePage).min(1, 'A site needs at least one page').max(siteLimits.pages, `At most ${siteLimits.pages} pages`),
    settings: z.object({ logos: z.object({ primary: optionalUrl, secondary: optionalUrl }) }),
    domain: domain.default(''),
    /** The team whose events and join button the site shows (the creator must belong to it). */
    teamId: z.union([idParam, z.literal('')]).default(''),
  })
  .superRefine((site, ctx) => {
    const seen = new Map<string, number>();
    site.pages.forEach((page, i) => {
      const first = seen.get(page.slug);
      if (first !== undefined) ctx.addIssue({ code: 'custom', path: ['pages', i, 'slug'], message: 'Another page already uses this address' });
      else seen.set(page.slug, i);
    });
    if (!seen.has('')) ctx.addIssue({ code: 'custom', path: ['pages', 0, 'slug'], message: 'One page must be the home page (empty address)' });
    const needsTeam = site.pages.some((p) => p.blocks.some((b) => b.type === 'events' || b.type === 'join'));
    if (needsTeam && !site.teamId) ctx.addIssue({ code: 'custom', path: ['teamId'], message: 'Choose the team whose events and join button the site shows' });
  });
export const siteContent = siteContentWith(siteDomainInput);
export type SiteContent = z.infer<typeof siteContent>;
export type SiteContentInput = z.input<typeof siteContent>;

export const siteDto = z.object({
  id: z.string(),
  creatorId: z.string(),
  title: z.string(),
  pages: z.array(sitePage),
  settings: z.object({ logos: z.object({ primary: z.string(), secondary: z.string() }) }),
  domain: z.string(),
  teamId: z.string(),
  updatedAt: z.string(),
  /** Drafts: the version the next save must name. */
  version: z.number().int(),
  /** Drafts: when the site was last published (null: never). */
  publishedAt: z.string().nullable(),
});
export type SiteDto = z.infer<typeof siteDto>;

export const siteParams = z.object({ siteId: idParam });
export const siteDomainParams = z.object({ domain: siteDomainInput.min(1, 'Enter a domain such as www.example.com') });
export const createSiteInput = z.object({ title: singleLineText(siteLimits.title, { min: 1, minMessage: 'Site title is required', maxMessage: `At most ${siteLimits.title} characters` }) });
/** A site's item holds its draft and its published copy: each at most 150 KB. */
export const saveDraftInput = z.object({ version: z.number().int().min(1), content: withinKb(siteContent, 150) });

export const mySitesDto = z.object({
  items: z.array(
    z.object({ id: z.string(), title: z.string(), domain: z.string(), publishedAt: z.string().nullable(), hasDraft: z.boolean(), updatedAt: z.string() }),
  ),
});

/**
 * Where a site's custom domain stands (the builder's "Prove you own it" panel): `pending` until
 * the DNS record is found, `verified` once it was (the domain then serves the published site that
 * names it), `taken` when another site proved it first. `record` is what to add at the DNS provider.
 */
export const siteDomainStatusDto = z.object({
  domain: z.string(),
  status: z.enum(['none', 'pending', 'verified', 'taken']),
  record: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }).nullable(),
  /** What to do next, or what the last check found. */
  message: z.string(),
  /** Verified and named by the published site: visitors to the domain see this site now. */
  serving: z.boolean(),
});
export type SiteDomainStatusDto = z.infer<typeof siteDomainStatusDto>;

import { randomBytes } from 'node:crypto';
import { messages } from '@shared/constants/messages';
import { planMessages } from '@shared/constants/payments';
import { customDomain, domainMessages, domainSkeleton, verificationRecord, type DomainContext } from '@shared/schemas/domain-name';
import type { SiteDomainStatusDto } from '@shared/schemas/site';
import { websites, type WebsiteItem } from '../../data/websites';
import { txtLookup } from '../../lib/dns-txt';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { assertCustomDomainAllowed, teamAllowsCustomDomain } from '../teams/plan-limits';
import { ownedStates } from './owned-states';
import type { Caller } from '../../lib/caller';

/**
 * Custom domains are proved before they serve: the site's creator adds a TXT record
 * `_rally-verify.<domain>` = `rally-verify=<token>` (the token is the site's, random, shown only
 * to them), presses "Check now", and the domain is held for the site once the record is found.
 * The first site to prove a domain holds it until it stops using it; others get 409.
 */

/** This deployment's names for the domain rule: its own host (and CloudFront's), the team domain. */
export function deploymentDomains(): DomainContext {
  const appHost = new URL(env().APP_URL).hostname.toLowerCase();
  const teamDomain = env().TEAM_DOMAIN?.toLowerCase();
  return { ownDomains: [appHost, 'cloudfront.net'], protectedDomains: teamDomain ? [teamDomain] : [], localNames: appHost === 'localhost' };
}

/**
 * The domain rule (the shared zod field) with this deployment's names, then the domains other
 * sites hold: a name that reads like one of them is refused (400), the name itself held by another
 * site is 409. Returns the domain in its ASCII form, as stored.
 */
export async function assertDomainAllowed(siteId: string, input: string, field: string): Promise<string> {
  const checked = customDomain(deploymentDomains()).safeParse(input);
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? domainMessages.syntax;
    throw new BadRequestError(message, [{ path: field, message }]);
  }
  const domain = checked.data;
  const skeleton = domainSkeleton(domain);
  const [holder, lookAlikeHolder] = await Promise.all([
    websites.verifiedSiteOf(domain),
    skeleton !== domain ? websites.verifiedSiteOf(skeleton) : Promise.resolve(null),
  ]);
  if (lookAlikeHolder && lookAlikeHolder !== siteId) {
    const message = domainMessages.lookAlikeOf(skeleton);
    throw new BadRequestError(message, [{ path: field, message }]);
  }
  if (holder && holder !== siteId) throw new ConflictError(messages.siteDomainTaken, [{ path: field, message: messages.siteDomainTaken }]);
  return domain;
}

/** The site's proof token, made on first need (24 random bytes, base64url). */
export const domainToken = (siteId: string) => websites.domainToken(siteId, randomBytes(24).toString('base64url'));

/** The domain the creator is working on: the draft's (what the builder shows), else the published one. */
const domainOf = (states: { draft: WebsiteItem | null; published: WebsiteItem | null }) => (states.draft ?? states.published)?.domain ?? '';

function verified(domain: string, record: SiteDomainStatusDto['record'], published: WebsiteItem | null): SiteDomainStatusDto {
  const serving = published?.domain === domain;
  return {
    domain,
    status: 'verified',
    record,
    serving,
    message: serving ? `Verified: ${domain} shows this website.` : `Verified: ${domain} will show this website once you publish it.`,
  };
}

/** `GET /api/sites/{siteId}/domain`: where the site's domain stands and the record to add (creator only). */
export async function getDomainStatus(user: Pick<Caller, 'uid'>, siteId: string): Promise<SiteDomainStatusDto> {
  const states = await ownedStates(user, siteId);
  const domain = domainOf(states);
  if (!domain) return { domain: '', status: 'none', record: null, serving: false, message: 'This website has no custom domain.' };
  const record = verificationRecord(domain, await domainToken(siteId));
  const holder = await websites.verifiedSiteOf(domain);
  if (holder === siteId) return verified(domain, record, states.published);
  if (holder) return { domain, status: 'taken', record: null, serving: false, message: messages.siteDomainTaken };
  // Said before the person adds a record and presses "Check now", which would be refused.
  const allowed = await teamAllowsCustomDomain((states.draft ?? states.published)?.teamId);
  return {
    domain,
    status: 'pending',
    record,
    serving: false,
    message: allowed ? `Not verified yet: add the TXT record below at your domain's DNS provider, then check it.` : planMessages.customDomain,
  };
}

/**
 * `POST /api/sites/{siteId}/domain/check`: look the record up now. Found, the domain is the site's;
 * not found (or DNS did not answer), it stays pending with what was seen. 409 when another site
 * proved it first, 400 when the site has no domain or the domain is no longer allowed.
 */
export async function checkDomainProof(user: Pick<Caller, 'uid'>, siteId: string): Promise<SiteDomainStatusDto> {
  const states = await ownedStates(user, siteId);
  const domain = domainOf(states);
  if (!domain) throw new BadRequestError(messages.siteNoDomain, [{ path: 'domain', message: messages.siteNoDomain }]);
  await assertDomainAllowed(siteId, domain, 'domain');
  await assertCustomDomainAllowed((states.draft ?? states.published)?.teamId);
  const record = verificationRecord(domain, await domainToken(siteId));
  if ((await websites.verifiedSiteOf(domain)) === siteId) return verified(domain, record, states.published);

  const answer = await txtLookup()(record.name);
  const pending = (message: string): SiteDomainStatusDto => ({ domain, status: 'pending', record, serving: false, message });
  if ('failed' in answer) {
    logger.warn('domain proof lookup failed', { siteId, domain, reason: answer.failed });
    return pending(`The DNS lookup of ${record.name} failed (${answer.failed}). Try again in a few minutes.`);
  }
  if (!answer.records.some((r) => r.trim() === record.value)) {
    const ours = answer.records.filter((r) => r.trim().startsWith('rally-verify='));
    return pending(
      ours.length
        ? `Not verified yet: ${record.name} has ${ours.map((r) => `“${r}”`).join(', ')}, not “${record.value}”. Copy the value exactly as shown.`
        : `Not verified yet: no TXT record “${record.value}” found at ${record.name}. New DNS records can take from minutes to a few hours to show; check again later.`,
    );
  }
  if ((await websites.claimVerified(domain, siteId)) === 'taken') {
    throw new ConflictError(messages.siteDomainTaken, [{ path: 'domain', message: messages.siteDomainTaken }]);
  }
  logger.info('site domain verified', { siteId, domain });
  return verified(domain, record, states.published);
}

import { randomBytes } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { domainMessages } from '@shared/schemas/domain-name';
import { api, newUser, stack } from '../fixtures/local';
import { createTeam, setTeamPlan } from '../fixtures/teams';

type Site = { id: string; title: string; version: number; domain: string; teamId: string; pages: unknown[]; settings: unknown };
type Status = { domain: string; status: string; record: { type: string; name: string; value: string } | null; message: string; serving: boolean };

/** Letters only, none of which folds into another (no 0/1, no rn, vv, cl): the name is its own skeleton. */
const tag = () => [...randomBytes(6)].map((b) => 'abdefghkmpqstuwx'[b % 16]).join('');

/** The local stack's fake DNS (lib/local/dns-fake.ts), as a DNS provider's console. */
const dns = {
  url: () => `${stack().appUrl.replace('localhost', '127.0.0.1')}/dns-fake/txt`,
  async add(name: string, body: { value: string } | { failure: string }) {
    const res = await fetch(dns.url(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, ...body }) });
    expect(res.status).toBe(200);
  },
  async clear(name: string) {
    await fetch(`${dns.url()}?name=${encodeURIComponent(name)}`, { method: 'DELETE' });
  },
};

async function siteWithDomain(token: string, domain: string, teamId = '') {
  const created = (await api('POST', '/api/sites', { token, body: { title: 'Proof Site' } })).json as unknown as Site;
  const saved = await api('PUT', `/api/sites/${created.id}/draft`, {
    token,
    body: { version: created.version, content: { title: created.title, pages: created.pages, settings: created.settings, domain, teamId } },
  });
  return { created, saved };
}

const status = async (token: string, siteId: string) => (await api('GET', `/api/sites/${siteId}/domain`, { token })).json as unknown as Status;
const check = (token: string, siteId: string) => api('POST', `/api/sites/${siteId}/domain/check`, { token });

describe('custom domains are proved with a DNS TXT record before they serve', () => {
  it('stays pending until the record is found, then serves the team’s site; another site gets 409', async () => {
    const owner = await newUser('domain-owner');
    const team = await createTeam(owner, { name: 'Proof Rovers' });
    // Custom domains come with Organizer Pro (the refusal below it: plans.test.ts).
    await setTeamPlan(team.id, 'PRO');
    const domain = `rovers-${tag()}.localhost`;
    const { created, saved } = await siteWithDomain(owner.idToken, domain, team.id);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.domain).toBe(domain);
    expect((await api('POST', `/api/sites/${created.id}/publish`, { token: owner.idToken, body: { version: saved.json.version } })).status).toBe(201);

    // Published but not proved: the domain routes nowhere.
    const before = await api('GET', `/api/site-domains/${domain}`);
    expect(before.status).toBe(404);
    expect(before.json.message).toBe(messages.websiteNotFound);

    // Pending, with the record to add; the token is stable and only the creator sees it.
    const pending = await status(owner.idToken, created.id);
    expect(pending).toMatchObject({ domain, status: 'pending', serving: false, record: { type: 'TXT', name: `_rally-verify.${domain}` } });
    expect(pending.record!.value).toMatch(/^rally-verify=[\w-]{32}$/);
    expect((await status(owner.idToken, created.id)).record).toEqual(pending.record);
    const stranger = await newUser('domain-stranger');
    expect((await api('GET', `/api/sites/${created.id}/domain`, { token: stranger.idToken })).status).toBe(403);

    // Checked without the record: still pending, saying what was looked for.
    const missing = await check(owner.idToken, created.id);
    expect(missing.status).toBe(201);
    expect(missing.json).toMatchObject({ status: 'pending', serving: false });
    expect(missing.json.message).toBe(
      `Not verified yet: no TXT record “${pending.record!.value}” found at ${pending.record!.name}. New DNS records can take from minutes to a few hours to show; check again later.`,
    );

    // A wrong value, then a DNS failure: still pending, each with its reason.
    await dns.add(pending.record!.name, { value: 'rally-verify=not-this-one' });
    expect((await check(owner.idToken, created.id)).json.message).toContain('has “rally-verify=not-this-one”');
    await dns.add(pending.record!.name, { failure: 'ESERVFAIL' });
    const failed = await check(owner.idToken, created.id);
    expect(failed.json).toMatchObject({ status: 'pending', message: `The DNS lookup of ${pending.record!.name} failed (ESERVFAIL). Try again in a few minutes.` });
    await dns.clear(pending.record!.name);
    expect((await api('GET', `/api/site-domains/${domain}`)).status).toBe(404);

    // Meanwhile another person's site names the same domain: allowed while nobody proved it.
    const rival = await newUser('domain-rival');
    const rivalTeam = await createTeam(rival, { name: 'Rival Rovers' });
    await setTeamPlan(rivalTeam.id, 'ALL_STAR');
    const rivalSite = await siteWithDomain(rival.idToken, domain, rivalTeam.id);
    expect(rivalSite.saved.status).toBe(200);
    const rivalRecord = (await status(rival.idToken, rivalSite.created.id)).record!;
    expect(rivalRecord.value).not.toBe(pending.record!.value);

    // With the owner's record the domain is verified and serves the team's site.
    await dns.add(pending.record!.name, { value: pending.record!.value });
    const verified = await check(owner.idToken, created.id);
    expect(verified.status).toBe(201);
    expect(verified.json).toMatchObject({ domain, status: 'verified', serving: true, message: `Verified: ${domain} shows this website.` });
    const after = await api('GET', `/api/site-domains/${domain}`);
    expect(after.status).toBe(200);
    expect(after.json).toMatchObject({ id: created.id, teamId: team.id });

    // The rival cannot take it: not by DNS (even with its own record), not by saving.
    await dns.add(rivalRecord.name, { value: rivalRecord.value });
    const refused = await check(rival.idToken, rivalSite.created.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(messages.siteDomainTaken);
    expect((await status(rival.idToken, rivalSite.created.id)).status).toBe('taken');
    const resave = await api('PUT', `/api/sites/${rivalSite.created.id}/draft`, {
      token: rival.idToken,
      body: { version: rivalSite.saved.json.version, content: { title: 'Proof Site', pages: rivalSite.created.pages, settings: rivalSite.created.settings, domain } },
    });
    expect(resave.status).toBe(409);
    expect(resave.json.issues).toEqual([{ path: 'content.domain', message: messages.siteDomainTaken }]);
    expect((await api('GET', `/api/site-domains/${domain}`)).json.id).toBe(created.id);

    // A name that reads the same (an accent away) is refused while the original is held.
    const lookAlike = domain.replace('rovers', 'rovérs');
    const imitation = await siteWithDomain(rival.idToken, lookAlike);
    expect(imitation.saved.status).toBe(400);
    expect(imitation.saved.json.issues).toEqual([{ path: 'content.domain', message: domainMessages.lookAlikeOf(domain) }]);

    // Moving the published site to another domain lets the proved one go: the rival proves it now.
    const draft = (await api('GET', `/api/sites/${created.id}/draft`, { token: owner.idToken })).json as unknown as Site;
    const moved = await api('PUT', `/api/sites/${created.id}/draft`, {
      token: owner.idToken,
      body: { version: draft.version, content: { title: draft.title, pages: draft.pages, settings: draft.settings, domain: `rovers-${tag()}.localhost`, teamId: team.id } },
    });
    expect(moved.status).toBe(200);
    // The published site still names the proved domain until the next publish.
    expect((await api('GET', `/api/site-domains/${domain}`)).status).toBe(200);
    expect((await api('POST', `/api/sites/${created.id}/publish`, { token: owner.idToken, body: { version: moved.json.version } })).status).toBe(201);
    expect((await api('GET', `/api/site-domains/${domain}`)).status).toBe(404);
    expect((await check(rival.idToken, rivalSite.created.id)).json).toMatchObject({ status: 'verified', serving: false });
    // Proved before publishing: it serves once the rival publishes.
    expect((await api('GET', `/api/site-domains/${domain}`)).status).toBe(404);
    expect((await api('POST', `/api/sites/${rivalSite.created.id}/publish`, { token: rival.idToken, body: { version: rivalSite.saved.json.version } })).status).toBe(201);
    expect((await api('GET', `/api/site-domains/${domain}`)).json.id).toBe(rivalSite.created.id);

    // Deleting the site frees the domain.
    expect((await api('DELETE', `/api/sites/${rivalSite.created.id}`, { token: rival.idToken })).status).toBe(200);
    expect((await api('GET', `/api/site-domains/${domain}`)).status).toBe(404);
  });

  it('refuses domains that are not public, are Rally’s own, or imitate others, naming the field', async () => {
    const owner = await newUser('domain-rules');
    const cases: Array<[string, string]> = [
      ['localhost', domainMessages.localhost],
      ['127.0.0.1', domainMessages.ipAddress],
      ['[::1]', domainMessages.ipAddress],
      ['intranet', domainMessages.singleLabel],
      ['printer.local', domainMessages.reserved('local')],
      [`${'a'.repeat(64)}.example.com`, domainMessages.labelTooLong],
      ['d111111abcdef8.cloudfront.net', messages.siteAppDomain],
      ['xn--80ak6aa92e.com', domainMessages.lookAlike('аррӏе', 'apple')],
      ['pаypal.com', domainMessages.mixedScripts('pаypal', 'Latin', 'Cyrillic')],
      ['gıthub.com', domainMessages.lookAlike('gıthub', 'github')],
    ];
    const site = (await api('POST', '/api/sites', { token: owner.idToken, body: { title: 'Rules Site' } })).json as unknown as Site;
    for (const [domain, message] of cases) {
      const res = await api('PUT', `/api/sites/${site.id}/draft`, {
        token: owner.idToken,
        body: { version: site.version, content: { title: site.title, pages: site.pages, settings: site.settings, domain, teamId: '' } },
      });
      expect(res.status, domain).toBe(400);
      expect(res.json.issues, domain).toEqual([{ path: 'content.domain', message }]);
    }
    // An international name that imitates nothing is stored in its DNS (xn--) form.
    const accepted = await api('PUT', `/api/sites/${site.id}/draft`, {
      token: owner.idToken,
      body: { version: site.version, content: { title: site.title, pages: site.pages, settings: site.settings, domain: 'Münchner-Dinks.localhost', teamId: '' } },
    });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.json.domain).toBe(domainToASCII('münchner-dinks.localhost'));
    expect(accepted.json.domain).toMatch(/^xn--/);
    // Without a domain there is nothing to check.
    const bare = (await api('POST', '/api/sites', { token: owner.idToken, body: { title: 'Bare Site' } })).json as unknown as Site;
    const nothing = await check(owner.idToken, bare.id);
    expect(nothing.status).toBe(400);
    expect(nothing.json.issues).toEqual([{ path: 'domain', message: messages.siteNoDomain }]);
    expect((await status(owner.idToken, bare.id)).status).toBe('none');
  });
});

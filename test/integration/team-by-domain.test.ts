import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { api, newUser, stack } from '../fixtures/local';
import { createTeam, setTeamPlan } from '../fixtures/teams';

type Site = { id: string; title: string; version: number; pages: unknown[]; settings: unknown };

const tag = () => [...randomBytes(6)].map((b) => 'abdefghkmpqstuwx'[b % 16]).join('');
const dnsUrl = () => `${stack().appUrl.replace('localhost', '127.0.0.1')}/dns-fake/txt`;
const byDomain = (domain: string) => api('GET', `/api/team-domains/${domain}`);

/** A published site with a custom domain (and optionally a team); `prove` adds its DNS record and checks it. */
async function publishedSite(token: string, domain: string, teamId: string, prove: boolean) {
  const created = (await api('POST', '/api/sites', { token, body: { title: 'Lookup Site' } })).json as unknown as Site;
  const saved = await api('PUT', `/api/sites/${created.id}/draft`, {
    token,
    body: { version: created.version, content: { title: created.title, pages: created.pages, settings: created.settings, domain, teamId } },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  expect((await api('POST', `/api/sites/${created.id}/publish`, { token, body: { version: saved.json.version } })).status).toBe(201);
  if (prove) {
    const record = (await api('GET', `/api/sites/${created.id}/domain`, { token })).json.record as { name: string; value: string };
    await fetch(dnsUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: record.name, value: record.value }) });
    expect((await api('POST', `/api/sites/${created.id}/domain/check`, { token })).json.status).toBe('verified');
  }
  return created;
}

describe('the team by its custom domain', () => {
  it('finds the team of the published site that proved the domain, for anyone, signed in or not', async () => {
    const owner = await newUser('team-domain-owner');
    const team = await createTeam(owner, { name: 'Domain Drifters' });
    // Custom domains come with Organizer Pro.
    await setTeamPlan(team.id, 'PRO');
    const domain = `drifters-${tag()}.localhost`;
    await publishedSite(owner.idToken, domain, team.id, true);

    const found = await byDomain(domain);
    expect(found.status, JSON.stringify(found.json)).toBe(200);
    expect(found.json).toMatchObject({ id: team.id, name: 'Domain Drifters', creatorId: owner.uid });
    // Hosts arrive in any case; the lookup uses the stored (lowercase) name.
    expect((await byDomain(domain.toUpperCase())).json.id).toBe(team.id);
  });

  it("answers 404 'Team not found' for a domain not proved, one whose site has no team, and one nobody uses", async () => {
    const owner = await newUser('team-domain-pending');
    const team = await createTeam(owner, { name: 'Pending Pacers' });
    await setTeamPlan(team.id, 'PRO');
    const pending = `pacers-${tag()}.localhost`;
    await publishedSite(owner.idToken, pending, team.id, false);
    const noTeam = `noteam-${tag()}.localhost`;
    // A site with no team cannot prove a domain at all (custom domains are a team plan's).
    await publishedSite(owner.idToken, noTeam, '', false);

    for (const domain of [pending, noTeam, `nobody-${tag()}.localhost`]) {
      const res = await byDomain(domain);
      expect(res.status, domain).toBe(404);
      expect(res.json.message).toBe(messages.teamNotFound);
    }
  });

  it('names the field when the domain is too long to be one', async () => {
    const res = await byDomain(`${'a'.repeat(250)}.com`);
    expect(res.status).toBe(400);
    expect(res.json.issues?.[0]?.path).toBe('params.domain');
  });
});

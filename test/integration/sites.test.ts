import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { api, newUser, stack } from '../fixtures/local';
import { memberships } from '../../lambdas/data/memberships';
import { addMember, createTeam, setTeamPlan } from '../fixtures/teams';

type Site = {
  id: string;
  title: string;
  version: number;
  domain: string;
  teamId: string;
  publishedAt: string | null;
  pages: Array<{ title: string; slug: string; seoDescription: string; blocks: Array<Record<string, unknown>> }>;
  settings: { logos: { primary: string; secondary: string } };
};

/** Prove a site's custom domain: its TXT record into the local fake DNS, then "Check now". */
async function proveDomain(token: string, siteId: string) {
  const { record } = (await api('GET', `/api/sites/${siteId}/domain`, { token })).json as { record: { name: string; value: string } };
  await fetch(`${stack().appUrl.replace('localhost', '127.0.0.1')}/dns-fake/txt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: record.name, value: record.value }),
  });
  const checked = await api('POST', `/api/sites/${siteId}/domain/check`, { token });
  expect(checked.json.status).toBe('verified');
}

const contentOf = (site: Site, patch: Partial<Site> = {}) => ({
  title: site.title,
  pages: site.pages,
  settings: site.settings,
  domain: site.domain,
  teamId: site.teamId,
  ...patch,
});

describe('website builder', () => {
  it('creates a draft, saves it, publishes it, and serves it by id and by domain', async () => {
    const owner = await newUser('site-owner');
    const team = await createTeam(owner, { name: 'Eastside Dinkers' });
    // Custom domains come with Organizer Pro (the refusal below it: plans.test.ts).
    await setTeamPlan(team.id, 'PRO');
    const created = await api('POST', '/api/sites', { token: owner.idToken, body: { title: 'Eastside Dinkers' } });
    expect(created.status).toBe(201);
    const draft = created.json as unknown as Site;
    expect(draft.pages[0]).toMatchObject({ title: 'Home', slug: '' });
    expect(draft.publishedAt).toBeNull();
    // Not published yet: nothing to view.
    const unpublished = await api('GET', `/api/sites/${draft.id}`);
    expect(unpublished.status).toBe(404);
    expect(unpublished.json.message).toBe('Website not found');

    const domain = `eastside-${randomUUID().slice(0, 6)}.localhost`;
    const pages = [
      { title: 'Home', slug: '', seoDescription: 'Pickleball in east Denver', blocks: [{ type: 'text', heading: 'Hi', text: 'We play on Tuesdays.' }, { type: 'events' }, { type: 'join' }] },
      { title: 'Contact', slug: 'contact', seoDescription: '', blocks: [{ type: 'contact', email: 'hello@example.com' }] },
    ];
    const saved = await api('PUT', `/api/sites/${draft.id}/draft`, {
      token: owner.idToken,
      body: { version: draft.version, content: contentOf(draft, { pages: pages as Site['pages'], domain: domain.toUpperCase(), teamId: team.id }) },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const savedSite = saved.json as unknown as Site;
    expect(savedSite).toMatchObject({ version: draft.version + 1, domain, teamId: team.id });
    expect(savedSite.pages[0]!.blocks[1]).toEqual({ type: 'events', heading: 'Upcoming events' });

    // A stale version is refused, nothing lost.
    const stale = await api('PUT', `/api/sites/${draft.id}/draft`, { token: owner.idToken, body: { version: draft.version, content: contentOf(savedSite, { title: 'Other' }) } });
    expect(stale.status).toBe(409);

    const published = await api('POST', `/api/sites/${draft.id}/publish`, { token: owner.idToken, body: { version: savedSite.version } });
    expect(published.status, JSON.stringify(published.json)).toBe(201);
    expect((published.json as unknown as Site).publishedAt).toEqual(expect.any(String));

    const view = (await api('GET', `/api/sites/${draft.id}`)).json as unknown as Site;
    expect(view.pages.map((p) => p.slug)).toEqual(['', 'contact']);
    const ofTeam = await api('GET', `/api/teams/${team.id}/site`);
    expect(ofTeam.status).toBe(200);
    expect(ofTeam.json.id).toBe(draft.id);
    // The domain serves the site once proved (domain-verification.test.ts has the whole story).
    expect((await api('GET', `/api/site-domains/${domain}`)).status).toBe(404);
    await proveDomain(owner.idToken, draft.id);
    const byDomain = await api('GET', `/api/site-domains/${domain}`);
    expect(byDomain.status).toBe(200);
    expect(byDomain.json.id).toBe(draft.id);

    const mine = (await api('GET', '/api/sites/mine', { token: owner.idToken })).json as { items: Array<{ id: string; publishedAt: string | null; hasDraft: boolean; domain: string }> };
    expect(mine.items.find((s) => s.id === draft.id)).toMatchObject({ hasDraft: true, domain, publishedAt: expect.any(String) });

    // Editing the draft does not change the published site until the next publish.
    await api('PUT', `/api/sites/${draft.id}/draft`, { token: owner.idToken, body: { version: savedSite.version, content: contentOf(savedSite, { title: 'Eastside Dinkers Club' }) } });
    expect(((await api('GET', `/api/sites/${draft.id}`)).json as unknown as Site).title).toBe('Eastside Dinkers');

    // Discarding the draft: the next edit starts again from the published site.
    expect((await api('DELETE', `/api/sites/${draft.id}/draft`, { token: owner.idToken })).status).toBe(200);
    const fresh = (await api('GET', `/api/sites/${draft.id}/draft`, { token: owner.idToken })).json as unknown as Site;
    expect(fresh).toMatchObject({ title: 'Eastside Dinkers', version: 1, domain });

    // Deleting frees the domain.
    expect((await api('DELETE', `/api/sites/${draft.id}`, { token: owner.idToken })).status).toBe(200);
    expect((await api('GET', `/api/site-domains/${domain}`)).status).toBe(404);
    expect((await api('GET', `/api/teams/${team.id}/site`)).status).toBe(404);
  });

  it('lets only the creator edit, and one site hold a proved domain', async () => {
    const owner = await newUser('site-a');
    const other = await newUser('site-b');
    const a = (await api('POST', '/api/sites', { token: owner.idToken, body: { title: 'Site A' } })).json as unknown as Site;
    const b = (await api('POST', '/api/sites', { token: other.idToken, body: { title: 'Site B' } })).json as unknown as Site;

    const denied = await api('GET', `/api/sites/${a.id}/draft`, { token: other.idToken });
    expect(denied.status).toBe(403);
    expect(denied.json.message).toBe('User does not own this website');
    expect((await api('PUT', `/api/sites/${a.id}/draft`, { token: other.idToken, body: { version: 1, content: contentOf(a) } })).status).toBe(403);
    expect((await api('POST', `/api/sites/${a.id}/publish`, { token: other.idToken, body: { version: 1 } })).status).toBe(403);
    expect((await api('DELETE', `/api/sites/${a.id}`, { token: other.idToken })).status).toBe(403);
    expect((await api('GET', '/api/sites/nope/draft', { token: owner.idToken })).json.message).toBe('Website not found');

    const domain = `shared-${randomUUID().slice(0, 6)}.localhost`;
    const teamA = await createTeam(owner, { name: 'Site A Club' });
    await setTeamPlan(teamA.id, 'PRO');
    const savedA = (await api('PUT', `/api/sites/${a.id}/draft`, { token: owner.idToken, body: { version: 1, content: contentOf(a, { domain, teamId: teamA.id }) } })).json as unknown as Site;
    expect((await api('POST', `/api/sites/${a.id}/publish`, { token: owner.idToken, body: { version: savedA.version } })).status).toBe(201);
    await proveDomain(owner.idToken, a.id);
    const taken = await api('PUT', `/api/sites/${b.id}/draft`, { token: other.idToken, body: { version: 1, content: contentOf(b, { domain }) } });
    expect(taken.status).toBe(409);
    expect(taken.json.issues).toEqual([{ path: 'content.domain', message: messages.siteDomainTaken }]);
  });

  it('names bad fields: page addresses, the home page, the team, images, domains', async () => {
    const owner = await newUser('site-bad');
    const stranger = await newUser('site-stranger');
    const team = await createTeam(stranger, { name: 'Not Mine FC' });
    const site = (await api('POST', '/api/sites', { token: owner.idToken, body: { title: 'Bad Site' } })).json as unknown as Site;
    const save = (content: Record<string, unknown>) => api('PUT', `/api/sites/${site.id}/draft`, { token: owner.idToken, body: { version: site.version, content: { ...contentOf(site), ...content } } });

    const slugs = await save({
      pages: [
        { title: 'About', slug: 'about', blocks: [{ type: 'join' }] },
        { title: 'About 2', slug: 'about', blocks: [{ type: 'image', url: 'http://x.example.com/a.png', alt: '' }] },
        { title: 'Bad', slug: 'Bad Slug!', blocks: [] },
      ],
    });
    expect(slugs.status).toBe(400);
    expect(slugs.json.issues?.map((i) => i.path).sort()).toEqual(
      ['content.pages.0.slug', 'content.pages.1.blocks.0.alt', 'content.pages.1.blocks.0.url', 'content.pages.1.slug', 'content.pages.2.slug', 'content.teamId'].sort(),
    );

    const notMember = await save({ teamId: team.id });
    expect(notMember.status).toBe(400);
    expect(notMember.json.issues).toEqual([{ path: 'content.teamId', message: 'You can only show a team you belong to' }]);
    expect((await save({ domain: 'not a domain' })).json.issues?.[0]?.path).toBe('content.domain');
    expect((await save({ domain: 'localhost' })).status).toBe(400);
    // Nothing was saved by the failed attempts.
    expect(((await api('GET', `/api/sites/${site.id}/draft`, { token: owner.idToken })).json as unknown as Site).version).toBe(site.version);
    expect((await api('DELETE', `/api/sites/${site.id}/draft`, { token: owner.idToken })).status).toBe(409);
  });

  it('lets only the team’s owners and admins publish its site, checked again at publish', async () => {
    const owner = await newUser('team-owner');
    const member = await newUser('team-member');
    const admin = await newUser('team-admin');
    const team = await createTeam(owner, { name: 'Westside Smashers' });
    await addMember(team, owner, member);
    await addMember(team, owner, admin, 'admin');

    // The owner's site is the team's site.
    const real = (await api('POST', '/api/sites', { token: owner.idToken, body: { title: 'Westside Smashers' } })).json as unknown as Site;
    const realSaved = (await api('PUT', `/api/sites/${real.id}/draft`, { token: owner.idToken, body: { version: real.version, content: contentOf(real, { teamId: team.id }) } })).json as unknown as Site;
    expect((await api('POST', `/api/sites/${real.id}/publish`, { token: owner.idToken, body: { version: realSaved.version } })).status).toBe(201);

    // A plain member can neither save nor publish a site for the team.
    const fake = (await api('POST', '/api/sites', { token: member.idToken, body: { title: 'Totally Westside' } })).json as unknown as Site;
    const refused = await api('PUT', `/api/sites/${fake.id}/draft`, { token: member.idToken, body: { version: fake.version, content: contentOf(fake, { teamId: team.id }) } });
    expect(refused.status).toBe(400);
    expect(refused.json.issues).toEqual([{ path: 'content.teamId', message: messages.siteNotTeamManager }]);

    // An admin's draft for the team, then the admin is made a member: publishing is refused.
    const adminSite = (await api('POST', '/api/sites', { token: admin.idToken, body: { title: 'Westside News' } })).json as unknown as Site;
    const adminSaved = (await api('PUT', `/api/sites/${adminSite.id}/draft`, { token: admin.idToken, body: { version: adminSite.version, content: contentOf(adminSite, { teamId: team.id }) } })).json as unknown as Site;
    expect(adminSaved.teamId).toBe(team.id);
    await memberships.setRole(team.id, admin.uid, 'member');
    const demoted = await api('POST', `/api/sites/${adminSite.id}/publish`, { token: admin.idToken, body: { version: adminSaved.version } });
    expect(demoted.status).toBe(403);
    expect(demoted.json.message).toBe(messages.siteNotTeamManager);
    expect((await api('GET', `/api/teams/${team.id}/site`)).json.id).toBe(real.id);

    // Made admin again, they publish: the team's site moves to theirs.
    await memberships.setRole(team.id, admin.uid, 'admin');
    expect((await api('POST', `/api/sites/${adminSite.id}/publish`, { token: admin.idToken, body: { version: adminSaved.version } })).status).toBe(201);
    expect((await api('GET', `/api/teams/${team.id}/site`)).json.id).toBe(adminSite.id);

    // Deleting a site the team no longer points at leaves the team's site alone; deleting the one
    // it points at leaves it with none.
    expect((await api('DELETE', `/api/sites/${real.id}`, { token: owner.idToken })).status).toBe(200);
    expect((await api('GET', `/api/teams/${team.id}/site`)).json.id).toBe(adminSite.id);
    expect((await api('DELETE', `/api/sites/${adminSite.id}`, { token: admin.idToken })).status).toBe(200);
    expect((await api('GET', `/api/teams/${team.id}/site`)).status).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import { api, newAdmin, newUser, stack, waitForMail } from '../fixtures/local';
import { createTeam, setTeamPlan } from '../fixtures/teams';

const partner = {
  name: 'Mile High Courts',
  ptype: 'venues',
  tagline: 'Eight lit courts downtown',
  description: 'Indoor and outdoor courts, open late.',
  city: 'Denver, CO',
  website: 'https://milehighcourts.example.com',
  preferred: true,
  offer: '10% off court hire for Rally players',
  placeIds: ['seed-place-wash-park'],
};

describe('admin', () => {
  it('keeps feature flags off until an admin turns one on, and only admins may', async () => {
    const admin = await newAdmin();
    const user = await newUser('flags');
    const before = (await api('GET', '/api/flags')).json as { subscriptionsEnabled: boolean; badges: boolean; everyone: { subscriptionsEnabled: boolean; badges: boolean } };
    const stored = { subscriptionsEnabled: expect.any(Boolean), badges: expect.any(Boolean) };
    expect(before).toEqual({ ...stored, everyone: stored });

    expect((await api('PATCH', '/api/admin/flags', { token: user.idToken, body: { badges: true } })).status).toBe(403);
    const on = await api('PATCH', '/api/admin/flags', { token: admin.idToken, body: { badges: !before.badges } });
    expect(on.status).toBe(200);
    const flipped = { ...before.everyone, badges: !before.badges };
    expect(on.json).toEqual({ ...flipped, everyone: flipped });
    expect((await api('GET', '/api/flags')).json).toEqual({ ...flipped, everyone: flipped });
    // Put it back for the other files (the privacy screen reads it).
    await api('PATCH', '/api/admin/flags', { token: admin.idToken, body: { badges: before.badges } });

    const empty = await api('PATCH', '/api/admin/flags', { token: admin.idToken, body: {} });
    expect(empty.status).toBe(400);
  });

  it('counts profiles created today', async () => {
    const admin = await newAdmin();
    const before = (await api('GET', '/api/admin/signups?days=7', { token: admin.idToken })).json as { total: number; lastDays: number; days: Array<{ day: string; count: number }> };
    expect(before.days).toHaveLength(7);
    expect(before.days.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));

    const user = await newUser('signup');
    await api('PUT', `/api/users/${user.uid}`, {
      token: user.idToken,
      body: { displayName: 'New Signup', fullName: 'New', defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 }, joinReason: 'Find-events' },
    });
    const after = (await api('GET', '/api/admin/signups?days=7', { token: admin.idToken })).json as typeof before;
    expect(after.total).toBe(before.total + 1);
    expect(after.days.at(-1)!.count).toBe(before.days.at(-1)!.count + 1);
    expect((await api('GET', '/api/admin/signups?days=0', { token: admin.idToken })).json.issues?.[0]?.path).toBe('query.days');
  });

  it('reviews ambassador applications and e-mails the decision', async () => {
    const admin = await newAdmin();
    const applicant = await newUser('amb-review');
    await api('POST', '/api/ambassador-applications', {
      token: applicant.idToken,
      body: { fullName: 'Rae Viewed', city: 'Denver, CO', sports: ['Pickleball'], experience: 'lots', hoursPerMonth: 10, motivation: 'I organise three weekly games already.' },
    });
    const received = (await api('GET', '/api/admin/ambassador-applications', { token: admin.idToken })).json as { items: Array<{ userId: string }> };
    expect(received.items.map((a) => a.userId)).toContain(applicant.uid);

    const approved = await api('PUT', `/api/admin/ambassador-applications/${applicant.uid}`, { token: admin.idToken, body: { status: 'approved' } });
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe('approved');
    const mail = await waitForMail(applicant.email, (m) => m.subject === 'You are a Rally ambassador');
    expect(mail.body.text).toContain('Hi Rae,');

    const stillReceived = (await api('GET', '/api/admin/ambassador-applications?status=received', { token: admin.idToken })).json as typeof received;
    expect(stillReceived.items.map((a) => a.userId)).not.toContain(applicant.uid);
    const approvedList = (await api('GET', '/api/admin/ambassador-applications?status=approved', { token: admin.idToken })).json as typeof received;
    expect(approvedList.items.map((a) => a.userId)).toContain(applicant.uid);
    expect(((await api('GET', '/api/ambassador-applications/me', { token: applicant.idToken })).json.application as { status: string }).status).toBe('approved');

    expect((await api('PUT', '/api/admin/ambassador-applications/nobody', { token: admin.idToken, body: { status: 'declined' } })).status).toBe(404);
  });

  it('lists the custom domains sites proved they own', async () => {
    const admin = await newAdmin();
    const owner = await newUser('domain-owner');
    const site = (await api('POST', '/api/sites', { token: owner.idToken, body: { title: 'Claimed Site' } })).json as { id: string; version: number; pages: unknown[]; settings: unknown };
    const domain = `claimed-${owner.uid.slice(0, 8).toLowerCase()}.localhost`;
    // Custom domains are for team sites on Organizer Pro and up.
    const team = await createTeam(owner, { name: 'Claimed Club' });
    await setTeamPlan(team.id, 'PRO');
    const saved = await api('PUT', `/api/sites/${site.id}/draft`, {
      token: owner.idToken,
      body: { version: site.version, content: { title: 'Claimed Site', pages: site.pages, settings: site.settings, domain, teamId: team.id } },
    });
    expect(saved.status).toBe(200);
    await api('POST', `/api/sites/${site.id}/publish`, { token: owner.idToken, body: { version: saved.json.version } });
    const listed = async () => ((await api('GET', '/api/admin/site-domains', { token: admin.idToken })).json as { items: Array<{ domain: string; title: string }> }).items;
    // Listed once the site proved the domain (its TXT record in the local fake DNS).
    expect((await listed()).map((d) => d.domain)).not.toContain(domain);
    const { record } = (await api('GET', `/api/sites/${site.id}/domain`, { token: owner.idToken })).json as { record: { name: string; value: string } };
    await fetch(`${stack().appUrl.replace('localhost', '127.0.0.1')}/dns-fake/txt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: record.name, value: record.value }),
    });
    expect((await api('POST', `/api/sites/${site.id}/domain/check`, { token: owner.idToken })).json.status).toBe('verified');
    expect(await listed()).toContainEqual(expect.objectContaining({ domain, title: 'Claimed Site' }));
  });

  it('manages partners: admins write, everyone reads, events come from their places', async () => {
    const admin = await newAdmin();
    const user = await newUser('partner');
    expect((await api('POST', '/api/admin/partners', { token: user.idToken, body: partner })).status).toBe(403);

    const bad = await api('POST', '/api/admin/partners', { token: admin.idToken, body: { ...partner, name: '', website: 'http://x', ptype: 'aliens' } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues?.map((i) => i.path).sort()).toEqual(['name', 'ptype', 'website']);
    const unknownPlace = await api('POST', '/api/admin/partners', { token: admin.idToken, body: { ...partner, placeIds: ['no-such-place'] } });
    expect(unknownPlace.status).toBe(400);
    expect(unknownPlace.json.issues).toEqual([{ path: 'placeIds.0', message: 'Unknown place' }]);

    const created = await api('POST', '/api/admin/partners', { token: admin.idToken, body: partner });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect((await api('GET', `/api/partners/${id}`)).json).toMatchObject(partner);
    const venues = (await api('GET', '/api/partners?type=venues')).json as { items: Array<{ id: string; preferred: boolean }> };
    expect(venues.items.map((p) => p.id)).toContain(id);
    // Preferred partners come first.
    const firstPlain = venues.items.findIndex((p) => !p.preferred);
    expect(firstPlain === -1 || venues.items.slice(firstPlain).every((p) => !p.preferred)).toBe(true);
    expect((await api('GET', '/api/partners?type=aliens')).status).toBe(400);

    const events = (await api('GET', `/api/partners/${id}/events`)).json as { items: Array<{ dateStart: string }> };
    const starts = events.items.map((e) => e.dateStart);
    expect(starts).toEqual([...starts].sort());

    const updated = await api('PUT', `/api/admin/partners/${id}`, { token: admin.idToken, body: { ...partner, ptype: 'brands', preferred: false } });
    expect(updated.json).toMatchObject({ ptype: 'brands', preferred: false, createdAt: created.json.createdAt });
    expect(((await api('GET', '/api/partners?type=venues')).json as typeof venues).items.map((p) => p.id)).not.toContain(id);

    expect((await api('DELETE', `/api/admin/partners/${id}`, { token: admin.idToken })).status).toBe(200);
    const gone = await api('GET', `/api/partners/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe('Partner not found');
  });
});

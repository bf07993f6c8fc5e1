import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { teamMessages } from '@shared/constants/team-messages';
import { createEvent, eventBody, person, type User } from '../fixtures/events';
import { api, mailsTo, waitForMail, type Mail } from '../fixtures/local';
import { addMember, as, createTeam, getTeam, idsOf, roleIn, setTeamPlan, teamBody, type Team } from '../fixtures/teams';

type Role = 'owner' | 'admin' | 'member' | 'stranger' | 'anonymous';
const ROLES: Role[] = ['owner', 'admin', 'member', 'stranger', 'anonymous'];

let owner: User, admin: User, member: User, stranger: User;
beforeAll(async () => {
  [owner, admin, member, stranger] = await Promise.all([person('towner'), person('tadmin'), person('tmember'), person('tstranger')]);
}, 60_000);

/** A team with one person in each role, fresh for each destructive case. */
async function staffedTeam(patch = {}): Promise<Team> {
  const team = await createTeam(owner, patch);
  await addMember(team, owner, admin, 'admin');
  await addMember(team, owner, member);
  return team;
}
const who = (r: Role): User | undefined => ({ owner, admin, member, stranger, anonymous: undefined })[r];

describe('teams: create, read, edit, delete', () => {
  it('creates a team with the caller as its only owner on the free level', async () => {
    const team = await createTeam(owner, { name: 'Wash Park Ultimate', gameType: 'Ultimate Frisbee' });
    expect(team).toMatchObject({ name: 'Wash Park Ultimate', kind: 'team', memberCount: 1, joinPolicy: 'open', version: 1, subscriptionLevel: 'ROOKIE', subscription: null });
    expect(await roleIn(team.id, owner)).toBe('owner');
    const mine = await api('GET', `/api/users/${owner.uid}/teams`, as(owner));
    expect((mine.json.items as Array<{ teamId: string; role: string }>).find((t) => t.teamId === team.id)?.role).toBe('owner');
  });

  it("answers 404 'Team not found' for a missing id", async () => {
    const res = await api('GET', `/api/teams/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(messages.teamNotFound);
  });

  it('rejects bad input with 400 naming the field, and saves nothing', async () => {
    for (const [patch, field] of [
      [{ name: 'x' }, 'name'],
      [{ kind: 'organization', slug: 'Bad Slug!' }, 'slug'],
      [{ kind: 'organization' }, 'slug'],
      [{ external: true }, 'externalUrl'],
      [{ lat: 123 }, 'lat'],
      [{ gameType: 'Quidditch' }, 'gameType'],
    ] as const) {
      const res = await api('POST', '/api/teams', { ...as(owner), body: teamBody(patch) });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.json.message).toContain(field);
    }
  });

  it('finds an organization by slug, refuses a taken slug with 409 and an unknown one with 404', async () => {
    const slug = `org-${randomUUID().slice(0, 8)}`;
    const org = await createTeam(owner, { kind: 'organization', name: 'Metro Sports', slug });
    const found = await api('GET', `/api/organizations/${slug}`);
    expect(found.json).toMatchObject({ id: org.id, slug, kind: 'organization' });
    const again = await api('POST', '/api/teams', { ...as(stranger), body: teamBody({ kind: 'organization', slug }) });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(teamMessages.slugTaken);
    const missing = await api('GET', `/api/organizations/none-${randomUUID().slice(0, 8)}`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(messages.organizationNotFound);
  });

  it('edits with the version read; a stale version is 409 and changes nothing', async () => {
    const team = await createTeam(owner);
    const ok = await api('PATCH', `/api/teams/${team.id}`, { ...as(owner), body: { name: 'Renamed Hoops', joinPolicy: 'approval', version: 1 } });
    expect(ok.json).toMatchObject({ name: 'Renamed Hoops', joinPolicy: 'approval', version: 2 });
    const stale = await api('PATCH', `/api/teams/${team.id}`, { ...as(owner), body: { name: 'Lost Edit', version: 1 } });
    expect(stale.status).toBe(409);
    expect((await getTeam(team.id)).name).toBe('Renamed Hoops');
  });

  it('lists teams newest first by kind and only external ones on request', async () => {
    const league = await createTeam(owner, { kind: 'league', name: 'Newest League' });
    const leagues = await api('GET', '/api/teams?kind=league&limit=100');
    expect((leagues.json.items as Team[])[0]!.id).toBe(league.id);
    expect((leagues.json.items as Array<{ kind: string }>).every((t) => t.kind === 'league')).toBe(true);
    const ext = await createTeam(owner, { external: true, externalUrl: 'https://example.com/club' });
    const externals = (await api('GET', '/api/teams?external=true&limit=100')).json.items as Array<{ id: string; external: boolean }>;
    expect(externals.some((t) => t.id === ext.id)).toBe(true);
    expect(externals.every((t) => t.external)).toBe(true);
  });

  it('deleting a team removes its memberships; it is then 404', async () => {
    const team = await staffedTeam();
    expect((await api('DELETE', `/api/teams/${team.id}`, as(owner))).status).toBe(200);
    expect((await api('GET', `/api/teams/${team.id}`)).status).toBe(404);
    const theirs = await api('GET', `/api/users/${member.uid}/teams`, as(member));
    expect((theirs.json.items as Array<{ teamId: string }>).some((t) => t.teamId === team.id)).toBe(false);
  });
});

describe('teams: roles and permissions matrix', () => {
  let team: Team;
  let seasonId: string;
  beforeAll(async () => {
    team = await staffedTeam();
    const season = await api('POST', `/api/teams/${team.id}/seasons`, { ...as(owner), body: { label: 'Spring', startDate: '2027-03-01', endDate: '2027-05-31' } });
    seasonId = season.json.id as string;
  }, 60_000);

  const expected = (allowed: Role[], r: Role, ok: number) => (r === 'anonymous' ? 401 : allowed.includes(r) ? ok : 403);

  it.each(ROLES)('updateTeam as %s', async (r) => {
    const current = await getTeam(team.id);
    const res = await api('PATCH', `/api/teams/${team.id}`, { ...as(who(r)), body: { description: `by ${r}`, version: current.version } });
    expect(res.status).toBe(expected(['owner', 'admin'], r, 200));
  });

  it.each(ROLES)('createSeason as %s', async (r) => {
    const res = await api('POST', `/api/teams/${team.id}/seasons`, { ...as(who(r)), body: { label: `Season ${r}`, startDate: '2027-06-01', endDate: '2027-08-31' } });
    expect(res.status).toBe(expected(['owner', 'admin'], r, 201));
  });

  it.each(ROLES)('createSession as %s', async (r) => {
    const res = await api('POST', `/api/teams/${team.id}/sessions`, { ...as(who(r)), body: { seasonId, label: `Week ${r}`, startDate: '2027-03-01', endDate: '2027-03-07' } });
    expect(res.status).toBe(expected(['owner', 'admin'], r, 201));
  });

  it.each(ROLES)('listJoinRequests as %s', async (r) => {
    const res = await api('GET', `/api/teams/${team.id}/requests`, as(who(r)));
    expect(res.status).toBe(expected(['owner', 'admin'], r, 200));
  });

  it.each(ROLES)('reviewJoinRequest as %s (404 for managers when nobody asked)', async (r) => {
    const res = await api('PUT', `/api/teams/${team.id}/requests/${stranger.uid}`, { ...as(who(r)), body: { decision: 'approve' } });
    expect(res.status).toBe(expected(['owner', 'admin'], r, 404));
  });

  it.each(ROLES)('registerForSeason as %s', async (r) => {
    const res = await api('POST', `/api/teams/${team.id}/seasons/${seasonId}/registrations`, as(who(r)));
    expect(res.status).toBe(expected(['owner', 'admin', 'member'], r, 201));
  });

  it.each(ROLES)('changeTeamRole of the member to admin and back as %s (a third manager: Organizer Pro)', async (r) => {
    await setTeamPlan(team.id, 'PRO');
    const res = await api('PUT', `/api/teams/${team.id}/members/${member.uid}/role`, { ...as(who(r)), body: { role: 'admin' } });
    expect(res.status).toBe(expected(['owner', 'admin'], r, 200));
    if (res.status === 200) await api('PUT', `/api/teams/${team.id}/members/${member.uid}/role`, { ...as(owner), body: { role: 'member' } });
  });

  it.each(ROLES)('removeTeamMember as %s', async (r) => {
    const t = await staffedTeam();
    const res = await api('DELETE', `/api/teams/${t.id}/members/${member.uid}`, as(who(r)));
    expect(res.status).toBe(expected(['owner', 'admin'], r, 200));
    expect(await roleIn(t.id, member)).toBe(res.status === 200 ? null : 'member');
    expect((await getTeam(t.id)).memberCount).toBe(res.status === 200 ? 2 : 3);
  });

  it.each(ROLES)('deleteTeam as %s (owners only)', async (r) => {
    const t = await staffedTeam();
    const res = await api('DELETE', `/api/teams/${t.id}`, as(who(r)));
    expect(res.status).toBe(expected(['owner'], r, 200));
  });

  it('a member cannot promote themselves; an admin cannot make owners or remove an owner', async () => {
    const self = await api('PUT', `/api/teams/${team.id}/members/${member.uid}/role`, { ...as(member), body: { role: 'admin' } });
    expect(self.status).toBe(403);
    const adminSelf = await api('PUT', `/api/teams/${team.id}/members/${admin.uid}/role`, { ...as(admin), body: { role: 'owner' } });
    expect(adminSelf.status).toBe(403);
    const makeOwner = await api('PUT', `/api/teams/${team.id}/members/${member.uid}/role`, { ...as(admin), body: { role: 'owner' } });
    expect(makeOwner.status).toBe(403);
    const removeOwner = await api('DELETE', `/api/teams/${team.id}/members/${owner.uid}`, as(admin));
    expect(removeOwner.status).toBe(403);
    expect(await roleIn(team.id, member)).toBe('member');
  });

  it('the last owner cannot leave until someone else is an owner', async () => {
    const t = await staffedTeam();
    const refused = await api('DELETE', `/api/teams/${t.id}/members/me`, as(owner));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(teamMessages.lastOwner);
    expect((await api('PUT', `/api/teams/${t.id}/members/${admin.uid}/role`, { ...as(owner), body: { role: 'owner' } })).status).toBe(200);
    expect((await api('DELETE', `/api/teams/${t.id}/members/me`, as(owner))).status).toBe(200);
    expect(await roleIn(t.id, owner)).toBeNull();
    expect((await getTeam(t.id)).memberCount).toBe(2);
  });

  it('bad season and session input is 400 naming the field', async () => {
    const season = await api('POST', `/api/teams/${team.id}/seasons`, { ...as(owner), body: { label: 'Backwards', startDate: '2027-05-01', endDate: '2027-04-01' } });
    expect(season.status).toBe(400);
    expect(season.json.message).toContain('endDate');
    const session = await api('POST', `/api/teams/${team.id}/sessions`, { ...as(owner), body: { seasonId: randomUUID(), label: 'Orphan', startDate: '2027-03-01', endDate: '2027-03-02' } });
    expect(session.status).toBe(400);
    expect(session.json.message).toContain('seasonId');
  });

  it("write routes on a missing team answer 404 'Team not found'", async () => {
    const id = randomUUID();
    for (const [method, path, body] of [
      ['PATCH', `/api/teams/${id}`, { name: 'Ghost', version: 1 }],
      ['POST', `/api/teams/${id}/members`, undefined],
      ['POST', `/api/teams/${id}/seasons`, { label: 'Ghost', startDate: '2027-01-01', endDate: '2027-01-02' }],
      ['DELETE', `/api/teams/${id}`, undefined],
    ] as const) {
      const res = await api(method, path, { ...as(owner), body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json.message).toBe(messages.teamNotFound);
    }
  });
});

describe('teams: joining', () => {
  it('an open team admits at once and counts the member; leaving counts down', async () => {
    const team = await createTeam(owner);
    const joined = await api('POST', `/api/teams/${team.id}/members`, as(stranger));
    expect(joined.json).toEqual({ role: 'member' });
    expect((await getTeam(team.id)).memberCount).toBe(2);
    expect((await api('POST', `/api/teams/${team.id}/members`, as(stranger))).status).toBe(409);
    const members = (await api('GET', `/api/teams/${team.id}/members`, as(stranger))).json.items as Array<{ userId: string; role: string; displayName: string }>;
    expect(members.map((m) => [m.userId, m.role])).toEqual([[owner.uid, 'owner'], [stranger.uid, 'member']]);
    expect(members[1]!.displayName).toBe('tstranger');
    expect((await api('DELETE', `/api/teams/${team.id}/members/me`, as(stranger))).status).toBe(200);
    expect((await getTeam(team.id)).memberCount).toBe(1);
  });

  it('an approval team keeps a pending request; the owner is told, approves, and the requester is told', async () => {
    const team = await createTeam(owner, { joinPolicy: 'approval', name: `Approval ${randomUUID().slice(0, 6)}` });
    const asked = await api('POST', `/api/teams/${team.id}/members`, as(member));
    expect(asked.json).toEqual({ role: 'pending' });
    expect(await roleIn(team.id, member)).toBe('pending');
    expect((await getTeam(team.id)).memberCount).toBe(1);
    const requests = (await api('GET', `/api/teams/${team.id}/requests`, as(owner))).json.items as Array<{ userId: string }>;
    expect(requests.map((r) => r.userId)).toEqual([member.uid]);

    const notes = async (u: User) => (await api('GET', '/api/notifications', as(u))).json.items as Array<{ type: string; data: { teamId?: string }; title: string }>;
    await expect.poll(async () => (await notes(owner)).some((n) => n.type === 'teamJoin' && n.data.teamId === team.id), { timeout: 10_000 }).toBe(true);

    expect((await api('PUT', `/api/teams/${team.id}/requests/${member.uid}`, { ...as(owner), body: { decision: 'approve' } })).status).toBe(200);
    expect(await roleIn(team.id, member)).toBe('member');
    expect((await getTeam(team.id)).memberCount).toBe(2);
    expect((await api('GET', `/api/teams/${team.id}/requests`, as(owner))).json.items).toEqual([]);
    await expect
      .poll(async () => (await notes(member)).some((n) => n.title === teamMessages.approvedTitle && n.data.teamId === team.id), { timeout: 10_000 })
      .toBe(true);
  });

  it('a declined request is gone and the person has no role', async () => {
    const team = await createTeam(owner, { joinPolicy: 'approval' });
    await api('POST', `/api/teams/${team.id}/members`, as(stranger));
    expect((await api('PUT', `/api/teams/${team.id}/requests/${stranger.uid}`, { ...as(owner), body: { decision: 'decline' } })).status).toBe(200);
    expect(await roleIn(team.id, stranger)).toBeNull();
    expect((await api('GET', `/api/teams/${team.id}/requests`, as(owner))).json.items).toEqual([]);
  });
});

describe('teams: nearby', () => {
  // A far-away centre (Nevada desert) with a random offset, so other tests' teams never interfere.
  const centre = { lat: 38.5 + Math.random() * 0.5, lng: -116.5 + Math.random() * 0.5 };
  const north = (miles: number) => ({ lat: centre.lat + miles / 69.05, lng: centre.lng });
  let near: Team, mid: Team, far: Team, community: Team;
  beforeAll(async () => {
    [near, mid, far, community] = await Promise.all([
      createTeam(owner, { name: 'Near Hoops', ...north(1) }),
      createTeam(owner, { name: 'Mid Hoops', ...north(4) }),
      createTeam(owner, { name: 'Far Hoops', ...north(20) }),
      createTeam(owner, { name: 'Desert Dinkers', kind: 'community', gameType: 'Pickleball', ...north(2) }),
    ]);
  }, 60_000);
  const nearby = (q: string) => api('GET', `/api/teams/nearby?lat=${centre.lat}&lng=${centre.lng}&${q}`);

  it('finds teams inside the radius, nearest first, with their distance', async () => {
    const res = await nearby('radius=5');
    const items = res.json.items as Array<{ id: string; distanceMiles: number }>;
    expect(items.map((t) => t.id)).toEqual([near.id, community.id, mid.id]);
    expect(items[0]!.distanceMiles).toBeCloseTo(1, 0);
    expect(idsOf((await nearby('radius=25')).json)).toContain(far.id);
  });

  it('filters by kind, game type and text', async () => {
    expect(idsOf((await nearby('radius=25&kind=community')).json)).toEqual([community.id]);
    expect((await nearby('radius=25&gameType=Basketball')).json.total).toBe(3);
    expect(idsOf((await nearby('radius=25&q=far')).json)).toEqual([far.id]);
  });

  it('pages with page and limit', async () => {
    const second = await nearby('radius=25&limit=2&page=2');
    expect(second.json).toMatchObject({ total: 4, page: 2, hasMore: false });
    expect(idsOf(second.json)).toEqual([mid.id, far.id]);
    expect((await nearby('radius=25&limit=2&page=1')).json.hasMore).toBe(true);
  });

  it('rejects a radius outside 1 to 50 miles with 400 naming it', async () => {
    for (const r of ['0', '51']) {
      const res = await nearby(`radius=${r}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('query.radius');
    }
  });
});

describe('teams: seasons, sessions, registrations, team events', () => {
  it('lists seasons with their groups, sessions by season, and a member’s registrations', async () => {
    const team = await createTeam(owner, { name: 'Season Team' });
    await addMember(team, owner, member);
    const fall = (await api('POST', `/api/teams/${team.id}/seasons`, { ...as(owner), body: { label: 'Fall', group: 'Adult', startDate: '2026-09-01', endDate: '2026-11-30' } })).json;
    const spring = (await api('POST', `/api/teams/${team.id}/seasons`, { ...as(owner), body: { label: 'Spring', group: 'Youth', startDate: '2027-03-01', endDate: '2027-05-31' } })).json;
    const listed = (await api('GET', `/api/teams/${team.id}/seasons`)).json;
    expect((listed.items as Array<{ label: string }>).map((s) => s.label)).toEqual(['Fall', 'Spring']);
    expect(listed.groups).toEqual(['Adult', 'Youth']);
    const week1 = (await api('POST', `/api/teams/${team.id}/sessions`, { ...as(owner), body: { seasonId: fall.id, label: 'Week 1', startDate: '2026-09-01', endDate: '2026-09-07' } })).json;
    await api('POST', `/api/teams/${team.id}/sessions`, { ...as(owner), body: { seasonId: spring.id, label: 'Week A', startDate: '2027-03-01', endDate: '2027-03-07' } });
    const sessions = (await api('GET', `/api/teams/${team.id}/sessions?seasonId=${fall.id}`)).json.items as Array<{ id: string }>;
    expect(sessions.map((s) => s.id)).toEqual([week1.id]);

    expect((await api('POST', `/api/teams/${team.id}/seasons/${spring.id}/registrations`, as(member))).status).toBe(201);
    const regs = await api('GET', `/api/users/${member.uid}/registrations`, as(member));
    // Only this team's: the shared member also registered in the permissions matrix.
    expect((regs.json.items as Array<{ team: { id: string } }>).filter((r) => r.team.id === team.id)).toEqual([
      expect.objectContaining({ team: { id: team.id, name: 'Season Team', photoURL: null }, season: { id: spring.id, label: 'Spring', startDate: '2027-03-01', endDate: '2027-05-31' } }),
    ]);
    expect((await api('GET', `/api/users/${member.uid}/registrations`, as(stranger))).status).toBe(403);
  });

  it('lists the team’s upcoming events, by session too, and not cancelled ones', async () => {
    const team = await createTeam(owner, { name: 'Events Team' });
    const season = (await api('POST', `/api/teams/${team.id}/seasons`, { ...as(owner), body: { label: 'Now', startDate: '2026-01-01', endDate: '2027-12-31' } })).json;
    const session = (await api('POST', `/api/teams/${team.id}/sessions`, { ...as(owner), body: { seasonId: season.id, label: 'S1', startDate: '2026-01-01', endDate: '2027-12-31' } })).json;
    const inSession = (await createEvent(owner, eventBody({ title: 'Session game', hostingTeam: team.id, sessionId: session.id }))).json;
    const plain = (await createEvent(owner, eventBody({ title: 'Team pickup', hostingTeam: team.id }))).json;
    const cancelled = (await createEvent(owner, eventBody({ title: 'Rained out', hostingTeam: team.id }))).json;
    expect((await api('POST', `/api/events/${cancelled.id}/cancel`, as(owner))).status).toBeLessThan(300);

    const all = (await api('GET', `/api/teams/${team.id}/events`)).json.items as Array<{ id: string }>;
    expect(all.map((e) => e.id).sort()).toEqual([inSession.id, plain.id].sort());
    const bySession = (await api('GET', `/api/teams/${team.id}/events?sessionId=${session.id}`)).json.items as Array<{ id: string }>;
    expect(bySession.map((e) => e.id)).toEqual([inSession.id]);
  });
});

describe('teams: the create-team motivation mail (§7 Mailer)', () => {
  it('is enqueued for page indexes 2 to 6 and reaches the inbox; not for 1', async () => {
    const creator = await person('tmotiv');
    const early = await api('POST', '/api/teams/create-motivation', { ...as(creator), body: { pageIndex: 1 } });
    expect(early.json).toEqual({ sent: false });
    const res = await api('POST', '/api/teams/create-motivation', { ...as(creator), body: { pageIndex: 3 } });
    expect(res.json).toEqual({ sent: true });
    const isMotivation = (m: Mail) => m.subject === 'Finish setting up your team';
    const mail = await waitForMail(creator.email, isMotivation);
    expect(mail.body.text).toContain('Hi tmotiv,');
    expect((await mailsTo(creator.email)).filter(isMotivation)).toHaveLength(1);
  });
});

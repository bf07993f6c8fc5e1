import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { paymentMessages, planMessages } from '@shared/constants/payments';
import { denverPoint, person, type User } from '../fixtures/events';
import { payForMemberPlus } from '../fixtures/payments';
import { api, newAdmin, stack } from '../fixtures/local';
import { addMember, as, createTeam, roleIn, setTeamPlan, type Team } from '../fixtures/teams';

/**
 * Every claim on the plan cards, proved against the local stack: allowed on the plan that names
 * it, refused (403, naming the plan) below it. The Checkout path that sets a plan is proved in
 * payments.test.ts; team levels here are set as its webhook sets them (setTeamPlan), Member Plus
 * is bought at the local Stripe fake's Checkout.
 */
const base = () => stack().appUrl.replace('localhost', '127.0.0.1');
const fake = (path: string, init?: RequestInit) => fetch(`${base()}/stripe-fake${path}`, { redirect: 'manual', ...init });
const promote = (team: Team, by: User, who: User, role: 'member' | 'admin' | 'owner') =>
  api('PUT', `/api/teams/${team.id}/members/${who.uid}/role`, { ...as(by), body: { role } });

beforeAll(async () => {
  const admin = await newAdmin('planadmin');
  expect((await api('PATCH', '/api/admin/flags', { token: admin.idToken, body: { subscriptionsEnabled: true, badges: true } })).status).toBe(200);
});

describe('"Up to 2 admins" (Rookie) and "Unlimited admins" (Organizer Pro and up)', () => {
  it('refuses a third owner or admin on Rookie, naming the plan, on every path that grants the role', async () => {
    const [owner, admin, member] = await Promise.all([person('plan-owner'), person('plan-admin'), person('plan-member')]);
    const team = await createTeam(owner);
    await addMember(team, owner, admin, 'admin');
    await addMember(team, owner, member);

    for (const role of ['admin', 'owner'] as const) {
      const refused = await promote(team, owner, member, role);
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe(planMessages.adminLimit);
    }
    // An admin granting it is refused the same way.
    expect((await promote(team, admin, member, 'admin')).json.message).toBe(planMessages.adminLimit);
    expect(await roleIn(team.id, member)).toBe('member');

    // Handing over between the two managers adds nobody: allowed.
    expect((await promote(team, owner, admin, 'owner')).status).toBe(200);
    expect((await promote(team, admin, owner, 'admin')).status).toBe(200);
    // Stepping one down makes room.
    expect((await promote(team, admin, owner, 'member')).status).toBe(200);
    expect((await promote(team, admin, member, 'admin')).status).toBe(200);
    expect(await roleIn(team.id, member)).toBe('admin');
  });

  it('allows any number on Organizer Pro and All-Star; after a downgrade keeps them but adds none', async () => {
    const [owner, ...others] = await Promise.all([person('pro-owner'), person('pro-a'), person('pro-b'), person('pro-c')]);
    const team = await createTeam(owner);
    await setTeamPlan(team.id, 'PRO');
    for (const o of others.slice(0, 2)) await addMember(team, owner, o, 'admin');
    await setTeamPlan(team.id, 'ALL_STAR');
    await addMember(team, owner, others[2]!);
    expect((await promote(team, owner, others[2]!, 'owner')).status).toBe(200);

    // Back on Rookie with four managers: nobody loses the role, nobody new gets it.
    await setTeamPlan(team.id, 'ROOKIE');
    expect((await promote(team, owner, others[2]!, 'admin')).status).toBe(200);
    expect((await promote(team, owner, others[2]!, 'member')).status).toBe(200);
    const again = await promote(team, owner, others[2]!, 'admin');
    expect(again.status).toBe(403);
    expect(again.json.message).toBe(planMessages.adminLimit);
    expect(await roleIn(team.id, others[0]!)).toBe('admin');
  });
});

describe('"Custom website with your own domain" (Organizer Pro and up)', () => {
  async function siteFor(owner: User, teamId: string, domain: string) {
    const created = (await api('POST', '/api/sites', { ...as(owner), body: { title: 'Plan Site' } })).json as { id: string; version: number; title: string; pages: unknown[]; settings: unknown };
    const saved = await api('PUT', `/api/sites/${created.id}/draft`, {
      ...as(owner),
      body: { version: created.version, content: { title: created.title, pages: created.pages, settings: created.settings, domain, teamId } },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect((await api('POST', `/api/sites/${created.id}/publish`, { ...as(owner), body: { version: saved.json.version } })).status).toBe(201);
    const { record } = (await api('GET', `/api/sites/${created.id}/domain`, as(owner))).json as { record: { name: string; value: string } };
    await fetch(`${base()}/dns-fake/txt`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(record) });
    return created.id;
  }
  const check = (owner: User, siteId: string) => api('POST', `/api/sites/${siteId}/domain/check`, as(owner));
  const serves = async (domain: string) => (await api('GET', `/api/site-domains/${domain}`)).status;

  it('refuses the claim on Rookie and for a site with no team, allows it on Pro, and serves only while the plan lasts', async () => {
    const owner = await person('domain-plan');
    const team = await createTeam(owner);
    const domain = `plan-${randomUUID().slice(0, 8)}.localhost`;
    const siteId = await siteFor(owner, team.id, domain);

    // Said before anyone tries: the status names the plans.
    expect((await api('GET', `/api/sites/${siteId}/domain`, as(owner))).json).toMatchObject({ status: 'pending', message: planMessages.customDomain });
    const rookie = await check(owner, siteId);
    expect(rookie.status).toBe(403);
    expect(rookie.json.message).toBe(planMessages.customDomain);
    expect(await serves(domain)).toBe(404);

    const teamless = await siteFor(owner, '', `solo-${randomUUID().slice(0, 8)}.localhost`);
    expect((await check(owner, teamless)).json.message).toBe(planMessages.customDomain);

    await setTeamPlan(team.id, 'PRO');
    expect((await api('GET', `/api/sites/${siteId}/domain`, as(owner))).json.message).not.toBe(planMessages.customDomain);
    expect((await check(owner, siteId)).json).toMatchObject({ status: 'verified', serving: true });
    expect(await serves(domain)).toBe(200);

    // Back on Rookie the domain stops serving (the claim is kept); All-Star serves it again.
    await setTeamPlan(team.id, 'ROOKIE');
    const gone = await api('GET', `/api/site-domains/${domain}`);
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe(messages.websiteNotFound);
    await setTeamPlan(team.id, 'ALL_STAR');
    expect(await serves(domain)).toBe(200);
  });
});

describe('"Badge on your profile" (Member Plus)', () => {
  const profile = async (viewer: User, uid: string) => (await api('GET', `/api/users/${uid}`, as(viewer))).json as { memberPlus?: true; userSubscription?: unknown };
  const inPlayers = async (viewer: User, who: User, name: string) => {
    const q = new URLSearchParams({ lat: String(denverPoint.lat), lng: String(denverPoint.lng), radius: '10', q: name, limit: '100' });
    const res = await api('GET', `/api/players/nearby?${q}`, as(viewer));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return (res.json.items as Array<{ uid: string; memberPlus?: true }>).find((p) => p.uid === who.uid);
  };
  const setBadges = async (who: User, publicBadges: boolean) => {
    const res = await api('PUT', `/api/users/${who.uid}/privacy`, {
      ...as(who),
      body: { messagesFromAnyone: true, publicBadges, publicOnlineStatus: true, publicUpcomingGames: true },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  };

  it('shows Member Plus on the profile and in player lists, to others only while "Show my badges" is on; never on Free', async () => {
    // A name of its own, so the players list can be narrowed to this member.
    const name = `bm${randomUUID().slice(0, 8)}`;
    const [member, free, viewer] = await Promise.all([person(name), person('badge-free'), person('badge-viewer')]);
    await setBadges(member, true);
    await setBadges(free, true);
    // Free: no badge anywhere, not even for the owner.
    expect((await profile(free, free.uid)).memberPlus).toBeUndefined();
    expect((await profile(viewer, free.uid)).memberPlus).toBeUndefined();

    await payForMemberPlus(member);
    expect((await profile(member, member.uid)).memberPlus).toBe(true);
    expect((await profile(viewer, member.uid)).memberPlus).toBe(true);
    expect((await inPlayers(viewer, member, name))?.memberPlus).toBe(true);
    // The subscription itself never leaves the server for others.
    expect((await profile(viewer, member.uid)).userSubscription).toBeUndefined();

    await setBadges(member, false);
    expect((await profile(viewer, member.uid)).memberPlus).toBeUndefined();
    expect(await inPlayers(viewer, member, name)).toBeDefined();
    expect((await inPlayers(viewer, member, name))?.memberPlus).toBeUndefined();
    expect((await profile(member, member.uid)).memberPlus).toBe(true);
  });
});

describe('§7 create customer session (email and uid)', () => {
  it("makes a session for the caller's own Stripe customer through the SDK, from the session only", async () => {
    const who = await person('cus-session');
    expect((await api('POST', '/api/payments/customer-session')).status).toBe(401);
    const res = await api('POST', '/api/payments/customer-session', as(who));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const body = res.json as { clientSecret: string; customerId: string; expiresAt: string };
    expect(body.clientSecret).toMatch(/^cuss_secret_/);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());

    // The customer is the caller's, made from the signed-in e-mail and uid; the SDK asked for it.
    const { requests } = (await (await fake('/requests')).json()) as { requests: Array<{ method: string; path: string; params: Record<string, unknown> }> };
    const made = requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers' && (r.params.metadata as { uid?: string } | undefined)?.uid === who.uid);
    expect(made).toHaveLength(1);
    expect(made[0]!.params.email).toBe(who.email);
    const sessions = requests.filter((r) => r.path === '/v1/customer_sessions' && r.params.customer === body.customerId);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.params.components).toEqual({ pricing_table: { enabled: 'true' } });

    // A second session reuses the customer; nothing in a body can point it at another.
    const again = await api('POST', '/api/payments/customer-session', { ...as(who), body: { customer: 'cus_someone_else', email: 'x@example.com' } });
    expect(again.status).toBe(201);
    expect((again.json as { customerId: string }).customerId).toBe(body.customerId);
    expect(paymentMessages.customerSessionNeedsEmail).toContain('e-mail');
  });
});

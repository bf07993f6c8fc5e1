import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectStates } from '../../lambdas/data/connect-states';
import { submissions } from '../../lambdas/data/forms';
import { paymentMessages } from '@shared/constants/payments';
import { formMessages } from '@shared/constants/form-messages';
import { person, type User } from '../fixtures/events';
import { api, newAdmin, stack } from '../fixtures/local';
import { as, createTeam } from '../fixtures/teams';

/**
 * Payments against the local Stripe fake (lib/local/stripe-fake.ts): it answers the real `stripe`
 * SDK, serves the hosted pages and signs webhooks, and records every request it received.
 */
const base = () => stack().appUrl.replace('localhost', '127.0.0.1');
const fake = (path: string, init?: RequestInit) => fetch(`${base()}/stripe-fake${path}`, { redirect: 'manual', ...init });
const submit = (url: string, fields: Record<string, string>) =>
  fetch(url.replace('localhost', '127.0.0.1'), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

interface Recorded {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | null;
  stripeAccount: string | null;
}
async function recorded(match: (r: Recorded) => boolean): Promise<Recorded[]> {
  const { requests } = (await (await fake('/requests')).json()) as { requests: Recorded[] };
  return requests.filter(match);
}

/** Start LINK for `who` and allow at the fake's OAuth page: the code and state Stripe sends back. */
async function linkAtStripe(who: User) {
  const link = await api('POST', '/api/payments/account/link', { ...as(who), body: { type: 'LINK', country: 'US', ...dev } });
  expect(link.status).toBe(201);
  const url = new URL((link.json as { url: string }).url);
  const back = new URL((await submit(url.toString(), { action: 'allow' })).headers.get('location')!);
  return { minted: url.searchParams.get('state')!, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}
const exchange = (who: User, body: Record<string, unknown>) => api('POST', '/api/payments/account/oauth', { ...as(who), body });

const WEBHOOK_SECRET = 'whsec_rally_local';
const signer = new Stripe('sk_test_signer');
const postWebhook = (payload: string, signature: string) =>
  fetch(`${base()}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });

const dev = { platform: 'gth', environment: 'development' } as const;
const teamItem = (hostId: string, planId = 'PRO', patch: Record<string, unknown> = {}) => ({
  items: [
    {
      id: planId,
      name: planId === 'PRO' ? 'Organizer Pro' : 'Organizer All-Star',
      quantity: 1,
      cost: planId === 'PRO' ? 19 : 49,
      type: 'CHANGE_TEAM_SUBSCRIPTION',
      subscriptionPriceId: planId === 'PRO' ? 'rally_team_pro_monthly' : 'rally_team_all_star_monthly',
      hostId,
      ...patch,
    },
  ],
  ...dev,
});
const memberPlus = {
  items: [{ id: 'MEMBER_PLUS', name: 'Member Plus', quantity: 1, cost: 29, type: 'CHANGE_USER_SUBSCRIPTION', subscriptionPriceId: 'rally_gth_member_plus_yearly' }],
  ...dev,
};

/** Pay at the fake's Checkout page as a person would; answers where Stripe sends them back. */
async function payAtCheckout(url: string, card = '4242 4242 4242 4242') {
  const res = await submit(url, { card });
  return { status: res.status, location: res.headers.get('location'), text: res.status === 303 ? '' : await res.text() };
}

beforeAll(async () => {
  const admin = await newAdmin('payadmin');
  expect((await api('PATCH', '/api/admin/flags', { token: admin.idToken, body: { subscriptionsEnabled: true } })).status).toBe(200);
});

describe('plans', () => {
  it("lists teams' monthly plans with ROOKIE free, and each platform's yearly user plans", async () => {
    const team = (await api('GET', '/api/plans?kind=team')).json as { items: Array<{ id: string; priceId: string | null; cost: number; interval: string }> };
    expect(team.items.map((p) => p.id)).toEqual(['ROOKIE', 'PRO', 'ALL_STAR']);
    expect(team.items[0]).toMatchObject({ priceId: null, cost: 0, interval: 'month' });
    const gth = (await api('GET', '/api/plans?kind=user&platform=gth')).json as { items: Array<{ uid: string; interval: string }> };
    const meh = (await api('GET', '/api/plans?kind=user&platform=meh')).json as { items: Array<{ uid: string }> };
    expect(gth.items.map((p) => p.uid)).toEqual(['gth:FREE', 'gth:MEMBER_PLUS']);
    expect(gth.items.every((p) => p.interval === 'year')).toBe(true);
    expect(meh.items.map((p) => p.uid)).toEqual(['meh:FREE', 'meh:MEMBER_PLUS']);
    const bad = await api('GET', '/api/plans?kind=family');
    expect(bad.status).toBe(400);
    expect(bad.json.issues?.[0]?.path).toBe('query.kind');
  });
});

describe('payout accounts', () => {
  it('creates an Express account, shows it incomplete with its requirements, then active once onboarding is submitted', async () => {
    const organizer = await person('payee');
    expect((await api('GET', '/api/payments/account', as(organizer))).json).toMatchObject({ state: 'none', stripeId: null });

    const link = await api('POST', '/api/payments/account/link', { ...as(organizer), body: { type: 'NEW', country: 'CA', ...dev } });
    expect(link.status).toBe(201);
    const url = (link.json as { url: string }).url;
    expect(url).toContain('/stripe-fake/onboarding/acct_');
    const [created] = await recorded((r) => r.path === '/v1/accounts' && (r.params.metadata as { uid?: string } | undefined)?.uid === organizer.uid);
    expect(created).toMatchObject({ method: 'POST', params: { type: 'express', country: 'CA', email: organizer.email } });
    expect(created!.idempotencyKey).toBe(`account-new:${organizer.uid}:CA`);

    const incomplete = (await api('GET', '/api/payments/account', as(organizer))).json as { state: string; requirements: string[]; stripeId: string };
    expect(incomplete.state).toBe('incomplete');
    expect(incomplete.requirements).toContain('external_account');

    const done = await submit(url, { action: 'submit' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toMatch(/\/settings\?tab=payments$/);
    const active = (await api('GET', '/api/payments/account', as(organizer))).json;
    expect(active).toEqual({ stripeId: incomplete.stripeId, stripeChargesEnabled: true, stripeDetailsSubmitted: true, state: 'active', requirements: [] });

    // Linking again while active is refused; unlinking clears the three fields.
    expect((await api('POST', '/api/payments/account/link', { ...as(organizer), body: { type: 'NEW', country: 'CA', ...dev } })).status).toBe(409);
    expect((await api('DELETE', '/api/payments/account', as(organizer))).status).toBe(200);
    expect((await api('GET', '/api/payments/account', as(organizer))).json).toMatchObject({ state: 'none', stripeId: null, stripeChargesEnabled: false });
    const me = (await api('GET', '/api/me', as(organizer))).json;
    expect(me).not.toHaveProperty('stripeId');
  });

  it('links an existing account through the OAuth code exchange, and refuses a used code', async () => {
    const organizer = await person('linker');
    const link = await api('POST', '/api/payments/account/link', { ...as(organizer), body: { type: 'LINK', country: 'US', ...dev } });
    const url = new URL((link.json as { url: string }).url);
    expect(url.pathname).toBe('/stripe-fake/oauth/authorize');
    expect(url.searchParams.get('client_id')).toBe('ca_rally_local');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/settings\?tab=payments$/);

    const allowed = await submit(url.toString(), { action: 'allow' });
    const back = new URL(allowed.headers.get('location')!);
    const code = back.searchParams.get('code')!;
    expect(code).toMatch(/^ac_/);
    expect(back.searchParams.get('scope')).toBe('read_write');
    // Stripe returns the state we minted, unchanged.
    const state = back.searchParams.get('state')!;
    expect(state).toBe(url.searchParams.get('state'));

    const exchanged = await api('POST', '/api/payments/account/oauth', { ...as(organizer), body: { code, state } });
    expect(exchanged.status).toBe(201);
    expect(exchanged.json).toEqual({ stripeId: expect.stringMatching(/^acct_/), stripeChargesEnabled: true, stripeDetailsSubmitted: true });
    expect((await api('GET', '/api/payments/account', as(organizer))).json).toMatchObject({ state: 'active' });

    // Someone else who got hold of the used code links nothing, even with a state of their own.
    const thief = await person('codethief');
    const thiefLink = new URL(((await api('POST', '/api/payments/account/link', { ...as(thief), body: { type: 'LINK', country: 'US', ...dev } })).json as { url: string }).url);
    const again = await api('POST', '/api/payments/account/oauth', { ...as(thief), body: { code, state: thiefLink.searchParams.get('state') } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(paymentMessages.linkCodeFailed);
  });

  it('mints an unguessable state per LINK and sends it back from Stripe on Deny too', async () => {
    const organizer = await person('statemint');
    const states = await Promise.all(
      [0, 1].map(async () => {
        const link = await api('POST', '/api/payments/account/link', { ...as(organizer), body: { type: 'LINK', country: 'US', ...dev } });
        return new URL((link.json as { url: string }).url);
      }),
    );
    const [a, b] = states.map((u) => u.searchParams.get('state')!);
    // 32 random bytes, base64url: not the uid, and never the same twice.
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(organizer.uid);
    const denied = new URL((await submit(states[0]!.toString(), { action: 'deny' })).headers.get('location')!);
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe(a);
  });

  it("refuses a code that comes back without the caller's own unexpired state, and uses a state once", async () => {
    const victim = await person('victim');
    const attacker = await person('redirector');
    // The attacker's own round trip (their Stripe account), posted from the victim's session.
    const theirs = await linkAtStripe(attacker);
    const planted = await exchange(victim, { code: theirs.code, state: theirs.state });
    expect(planted.status).toBe(400);
    expect(planted.json.message).toBe(paymentMessages.connectStateInvalid);
    // The state of old: the user id. And no state at all.
    expect((await exchange(victim, { code: theirs.code, state: victim.uid })).status).toBe(400);
    const missing = await exchange(victim, { code: theirs.code });
    expect(missing.status).toBe(400);
    expect(missing.json.issues?.map((i) => i.path)).toEqual(['state']);
    // An expired state of the victim's own (DynamoDB's TTL may not have removed it yet).
    await connectStates.put('expired-state-of-the-victim-000000000000000', victim.uid, Math.floor(Date.now() / 1000) - 1);
    const expired = await exchange(victim, { code: theirs.code, state: 'expired-state-of-the-victim-000000000000000' });
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe(paymentMessages.connectStateInvalid);
    expect((await api('GET', '/api/payments/account', as(victim))).json).toMatchObject({ state: 'none', stripeId: null });

    // The victim's own state is used up by the first try, even one Stripe refuses.
    const own = await linkAtStripe(victim);
    const badCode = await exchange(victim, { code: 'ac_made_up', state: own.state });
    expect(badCode.status).toBe(400);
    expect(badCode.json.message).toBe(paymentMessages.linkCodeFailed);
    const reused = await exchange(victim, { code: own.code, state: own.state });
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe(paymentMessages.connectStateInvalid);
    // The attacker's refused attempts did not burn their state: it still links their own account.
    expect((await exchange(attacker, { code: theirs.code, state: theirs.state })).status).toBe(201);
  });

  it('never replaces a linked account, active or unfinished: 409 unlink first', async () => {
    const organizer = await person('keeper');
    const first = await linkAtStripe(organizer);
    // A second tab started LINK before the first came back.
    const second = await linkAtStripe(organizer);
    expect((await exchange(organizer, { code: first.code, state: first.state })).status).toBe(201);
    const { stripeId } = (await api('GET', '/api/payments/account', as(organizer))).json as { stripeId: string };

    const replace = await exchange(organizer, { code: second.code, state: second.state });
    expect(replace.status).toBe(409);
    expect(replace.json.message).toBe(paymentMessages.unlinkFirst);
    const again = await api('POST', '/api/payments/account/link', { ...as(organizer), body: { type: 'LINK', country: 'US', ...dev } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(paymentMessages.unlinkFirst);
    expect((await api('GET', '/api/payments/account', as(organizer))).json).toMatchObject({ state: 'active', stripeId });

    // An unfinished Express account is not replaced by LINK either (NEW continues it).
    const unfinished = await person('unfinished');
    expect((await api('POST', '/api/payments/account/link', { ...as(unfinished), body: { type: 'NEW', country: 'US', ...dev } })).status).toBe(201);
    const link = await api('POST', '/api/payments/account/link', { ...as(unfinished), body: { type: 'LINK', country: 'US', ...dev } });
    expect(link.status).toBe(409);
    expect(link.json.message).toBe(paymentMessages.unlinkFirst);

    // After unlinking, linking works again.
    expect((await api('DELETE', '/api/payments/account', as(organizer))).status).toBe(200);
    const third = await linkAtStripe(organizer);
    expect((await exchange(organizer, { code: third.code, state: third.state })).status).toBe(201);
  });

  it('names the field for a bad country or a production request against test keys', async () => {
    const user = await person('badlink');
    const country = await api('POST', '/api/payments/account/link', { ...as(user), body: { type: 'NEW', country: 'ZZ', ...dev } });
    expect(country.status).toBe(400);
    expect(country.json.issues?.map((i) => i.path)).toEqual(['country']);
    const live = await api('POST', '/api/payments/account/link', { ...as(user), body: { type: 'NEW', country: 'US', platform: 'gth', environment: 'production' } });
    expect(live.status).toBe(400);
    expect(live.json).toMatchObject({ message: paymentMessages.testModeOnly, issues: [{ path: 'environment' }] });
    expect((await api('GET', '/api/payments/account')).status).toBe(401);
  });
});

describe('subscriptions', () => {
  it("subscribes a team through Checkout, changes its plan and cancels it, with the team's level following", async () => {
    const owner = await person('teampayer');
    const team = await createTeam(owner, { name: 'Paying Pickleballers' });
    const start = await api('POST', '/api/payments/subscriptions', { ...as(owner), body: teamItem(team.id) });
    expect(start.status).toBe(201);
    const checkoutUrl = (start.json as { url: string }).url;
    expect(checkoutUrl).toContain('/stripe-fake/checkout/cs_test_');
    const [session] = await recorded((r) => r.path === '/v1/checkout/sessions' && (r.params.metadata as { hostId?: string } | undefined)?.hostId === team.id);
    expect(session!.params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_rally_team_pro_monthly', quantity: '1' }],
      metadata: { uid: owner.uid, hostId: team.id, kind: 'teams', planId: 'PRO', platform: 'gth' },
    });
    expect(session!.idempotencyKey).toMatch(new RegExp(`^checkout:${owner.uid}:${team.id}:team:PRO:`));

    const declined = await payAtCheckout(checkoutUrl, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined.');
    expect(((await api('GET', `/api/teams/${team.id}`)).json as { subscriptionLevel: string }).subscriptionLevel).toBe('ROOKIE');

    const paid = await payAtCheckout(checkoutUrl);
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/\/settings\?tab=payments&paymentsuccessful=true$/);
    const upgraded = (await api('GET', `/api/teams/${team.id}`)).json as { subscriptionLevel: string; subscription: { periodStart: number; periodEnd: number } };
    expect(upgraded.subscriptionLevel).toBe('PRO');
    expect(upgraded.subscription.periodEnd).toBeGreaterThan(upgraded.subscription.periodStart);

    const mine = (await api('GET', '/api/payments/subscriptions', as(owner))).json as { items: Array<{ id: string; hostName: string; planLabel: string; status: string; version: number }> };
    expect(mine.items).toHaveLength(1);
    const sub = mine.items[0]!;
    expect(sub).toMatchObject({ hostName: 'Paying Pickleballers', planLabel: 'Organizer Pro', status: 'active' });
    expect((await api('GET', `/api/payments/hosts/${team.id}/subscriptions`, as(owner))).json).toEqual(mine);

    // A second subscription for the same team is refused; so is anyone but its managers.
    expect((await api('POST', '/api/payments/subscriptions', { ...as(owner), body: teamItem(team.id) })).status).toBe(409);
    const stranger = await person('stranger');
    expect((await api('POST', '/api/payments/subscriptions', { ...as(stranger), body: teamItem(team.id) })).status).toBe(403);
    expect((await api('GET', `/api/payments/hosts/${team.id}/subscriptions`, as(stranger))).status).toBe(403);
    expect((await api('PUT', `/api/payments/subscriptions/${sub.id}`, { ...as(stranger), body: { planId: 'ALL_STAR', version: sub.version } })).status).toBe(403);
    expect((await api('DELETE', `/api/payments/subscriptions/${sub.id}?type=CHANGE_TEAM_SUBSCRIPTION&platform=gth`, as(stranger))).status).toBe(403);

    const stale = await api('PUT', `/api/payments/subscriptions/${sub.id}`, { ...as(owner), body: { planId: 'ALL_STAR', version: sub.version + 5 } });
    expect(stale.status).toBe(409);
    // Two changes from the same view (two tabs): one goes through, the other is told to reload.
    const both = await Promise.all(
      [0, 1].map(() => api('PUT', `/api/payments/subscriptions/${sub.id}`, { ...as(owner), body: { planId: 'ALL_STAR', version: sub.version } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const changed = both.find((r) => r.status === 200)!;
    expect(changed.json).toMatchObject({ planId: 'ALL_STAR', planLabel: 'Organizer All-Star', cost: 49 });
    expect(((await api('GET', `/api/teams/${team.id}`)).json as { subscriptionLevel: string }).subscriptionLevel).toBe('ALL_STAR');
    const [update] = await recorded((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`);
    expect(update!.params).toMatchObject({ items: [{ price: 'price_rally_team_all_star_monthly' }], proration_behavior: 'create_prorations' });
    expect(update!.idempotencyKey).toBe(`change:${sub.id}:v${sub.version}:ALL_STAR`);

    const wrongType = await api('DELETE', `/api/payments/subscriptions/${sub.id}?type=CHANGE_USER_SUBSCRIPTION&platform=gth`, as(owner));
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.issues?.[0]?.path).toBe('type');
    const cancelled = await api('DELETE', `/api/payments/subscriptions/${sub.id}?type=CHANGE_TEAM_SUBSCRIPTION&platform=gth`, as(owner));
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'canceled' });
    const after = (await api('GET', `/api/teams/${team.id}`)).json as { subscriptionLevel: string; subscription: unknown };
    expect(after).toMatchObject({ subscriptionLevel: 'ROOKIE', subscription: null });
    // Cancelling twice changes nothing and calls Stripe once.
    expect((await api('DELETE', `/api/payments/subscriptions/${sub.id}?type=CHANGE_TEAM_SUBSCRIPTION&platform=gth`, as(owner))).status).toBe(200);
    expect(await recorded((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
  });

  it('refuses a plan, price or cost that does not match the catalogue, naming the field', async () => {
    const owner = await person('mismatch');
    const team = await createTeam(owner, { name: 'Careful Counters' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ id: 'GOLD' }, 'items.0.id'],
      [{ id: 'ROOKIE' }, 'items.0.id'],
      [{ cost: 1 }, 'items.0.cost'],
      [{ subscriptionPriceId: 'rally_team_all_star_monthly' }, 'items.0.subscriptionPriceId'],
      [{ hostId: undefined }, 'items.0.hostId'],
    ];
    for (const [patch, path] of cases) {
      const res = await api('POST', '/api/payments/subscriptions', { ...as(owner), body: teamItem(team.id, 'PRO', patch) });
      expect(res.status, path).toBe(400);
      expect(res.json.issues?.[0]?.path, path).toBe(path);
    }
  });

  it('gives a user Member Plus, finds it by e-mail with its product name, and lists the invoice and payment', async () => {
    const member = await person('member');
    const start = await api('POST', '/api/payments/subscriptions', { ...as(member), body: memberPlus });
    expect((await payAtCheckout((start.json as { url: string }).url)).status).toBe(303);
    expect(((await api('GET', '/api/me', as(member))).json as { userSubscription: string }).userSubscription).toBe('Member Plus');

    const found = (await api('GET', '/api/payments/subscription-lookup?kind=member-plus', as(member))).json as { items: Array<{ productId: string; status: string }> };
    expect(found.items).toHaveLength(1);
    expect(found.items[0]!.status).toBe('active');
    expect((await api('GET', '/api/payments/subscription-lookup?kind=community', as(member))).json).toEqual({ items: [] });
    const product = await api('GET', `/api/payments/products/${found.items[0]!.productId}`, as(member));
    expect(product.json).toEqual({ id: found.items[0]!.productId, name: 'Rally Member Plus' });
    expect((await api('GET', '/api/payments/products/prod_nope', as(member))).status).toBe(404);

    const invoices = (await api('GET', '/api/payments/invoices', as(member))).json as { items: Array<{ total: number; status: string; number: string }>; next: null };
    expect(invoices.items).toHaveLength(1);
    expect(invoices.items[0]).toMatchObject({ total: 2900, status: 'paid' });
    // A cursor that is none of theirs is the request's fault, named, not "Stripe could not be reached".
    const badCursor = await api('GET', '/api/payments/invoices?after=in_nope', as(member));
    expect(badCursor.status).toBe(400);
    expect(badCursor.json.issues?.[0]?.path).toBe('query.after');
    const transactions = (await api('GET', '/api/payments/transactions', as(member))).json as { items: Array<{ direction: string; amount: number }> };
    expect(transactions.items).toEqual([expect.objectContaining({ direction: 'paid', amount: 2900 })]);

    // Someone else sees none of it.
    const other = await person('nosy');
    expect((await api('GET', '/api/payments/invoices', as(other))).json).toEqual({ items: [], next: null });
    expect((await api('GET', '/api/payments/subscriptions', as(other))).json).toEqual({ items: [] });

    // Cancelling the user plan puts the profile back on Free.
    const [sub] = ((await api('GET', '/api/payments/subscriptions', as(member))).json as { items: Array<{ id: string }> }).items;
    expect((await api('DELETE', `/api/payments/subscriptions/${sub!.id}?type=CHANGE_USER_SUBSCRIPTION&platform=gth`, as(member))).status).toBe(200);
    expect(((await api('GET', '/api/me', as(member))).json as { userSubscription: string }).userSubscription).toBe('Free');
  });

  it('shows payments received on the payout account as transactions', async () => {
    const organizer = await person('receiver');
    const link = await api('POST', '/api/payments/account/link', { ...as(organizer), body: { type: 'NEW', country: 'US', ...dev } });
    await submit((link.json as { url: string }).url, { action: 'submit' });
    const { stripeId } = (await api('GET', '/api/payments/account', as(organizer))).json as { stripeId: string };
    // A player pays the organiser directly on their account (as a form payment will).
    const charged = await fake('/v1/charges', {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_rally_local', 'stripe-account': stripeId, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=1500&currency=usd&description=Drop-in%20fee',
    });
    expect(charged.status).toBe(200);
    const transactions = (await api('GET', '/api/payments/transactions', as(organizer))).json as { items: Array<{ direction: string; amount: number; description: string }> };
    expect(transactions.items).toEqual([expect.objectContaining({ direction: 'received', amount: 1500, description: 'Drop-in fee' })]);
  });
});

describe('stripe webhook', () => {
  const event = (id: string, type = 'account.updated') =>
    JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object: { id: 'acct_unknown', object: 'account', metadata: {} } } }, null, 2);

  it('refuses forged, stale and re-serialized bodies with no side effect', async () => {
    const payload = event('evt_forged_1');
    const forged = await postWebhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));
    expect(forged.status).toBe(400);
    const stale = await postWebhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 }));
    expect(stale.status).toBe(400);
    const signed = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const reserialized = await postWebhook(JSON.stringify(JSON.parse(payload)), signed);
    expect(reserialized.status).toBe(400);
    expect((await postWebhook(payload, 't=1,v1=nonsense')).status).toBe(400);
    // None of them claimed the event id: the genuine delivery is still handled.
    const genuine = await postWebhook(payload, signed);
    expect(genuine.status).toBe(200);
    expect(await genuine.json()).toEqual({ received: true });
  });

  /** An organiser with an active payout account, a $10 form, and a payer's unpaid submission with its Checkout started. */
  async function unpaidSubmission() {
    const organizer = await person('formfees');
    const link = await api('POST', '/api/payments/account/link', { ...as(organizer), body: { type: 'NEW', country: 'US', ...dev } });
    await submit((link.json as { url: string }).url, { action: 'submit' });
    const { stripeId } = (await api('GET', '/api/payments/account', as(organizer))).json as { stripeId: string };
    const created = (await api('POST', '/api/forms', { ...as(organizer), body: {} })).json as { id: string; version: number };
    const fields = [
      { type: 'shortText', id: 'name', label: 'Player name', required: true },
      { type: 'payment', id: 'fee', label: 'Drop-in fee', required: true, mode: 'fixed', amount: 10 },
    ];
    const saved = await api('PUT', `/api/forms/${created.id}/builder`, { ...as(organizer), body: { content: { title: 'Drop-in night', description: 'Pay at the door, or here.', fields }, version: created.version } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const published = await api('POST', `/api/forms/${created.id}/publish`, { ...as(organizer), body: { version: (saved.json as { version: number }).version } });
    expect(published.status, JSON.stringify(published.json)).toBe(201);
    const payer = await person('formpayer');
    const submitted = await api('POST', `/api/forms/${created.id}/submissions`, { ...as(payer), body: { answers: { name: 'Pat Player' } } });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(201);
    const submissionId = (submitted.json as { id: string }).id;
    const pay = await api('POST', `/api/forms/${created.id}/submissions/${submissionId}/pay`, as(payer));
    expect(pay.status).toBe(201);
    const checkoutUrl = (pay.json as { url: string }).url;
    const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
    const session = (await (
      await fake(`/v1/checkout/sessions/${sessionId}`, { headers: { authorization: 'Bearer sk_test_rally_local', 'stripe-account': stripeId } })
    ).json()) as Record<string, unknown> & { metadata: Record<string, string>; amount_total: number; currency: string };
    return { formId: created.id, submissionId, stripeId, checkoutUrl, session, payer };
  }
  const paymentOf = async (formId: string, submissionId: string) => (await submissions.get(formId, submissionId))?.paymentStatus;
  let evtSeq = 0;
  const completed = (session: Record<string, unknown>, account: string | undefined, patch: Record<string, unknown> = {}) =>
    JSON.stringify(
      {
        id: `evt_negative_${Date.now().toString(36)}_${(evtSeq += 1)}`,
        object: 'event',
        ...(account ? { account } : {}),
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: { object: { ...session, status: 'complete', payment_status: 'paid', ...patch } },
      },
      null,
      2,
    );
  const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) });

  it('never marks a form paid from a forged, stale, future, replayed, foreign, mismatched, empty or non-JSON event', async () => {
    const { formId, submissionId, stripeId, checkoutUrl, session, payer } = await unpaidSubmission();
    expect(session).toMatchObject({ amount_total: 1000, currency: 'usd', metadata: { formId, submissionId } });
    const recorded = await submissions.get(formId, submissionId);
    expect(recorded).toMatchObject({ checkoutSessionId: session.id, checkoutAmount: 1000, checkoutCurrency: 'usd', checkoutAccount: stripeId });
    // Another organiser's genuine connected account, whose owner can make sessions with any metadata.
    const other = await person('otheraccount');
    const otherLink = await api('POST', '/api/payments/account/link', { ...as(other), body: { type: 'NEW', country: 'US', ...dev } });
    await submit((otherLink.json as { url: string }).url, { action: 'submit' });
    const otherAccount = ((await api('GET', '/api/payments/account', as(other))).json as { stripeId: string }).stripeId;

    const now = Math.floor(Date.now() / 1000);
    const good = completed(session, stripeId);
    const refused: Array<[string, string, string]> = [
      ['forged', good, sign(good, { secret: 'whsec_someone_else' })],
      ['stale', good, sign(good, { timestamp: now - 301 })],
      ['future', good, sign(good, { timestamp: now + 3600 })],
      ['empty body', '', sign('')],
      ['non-JSON', 'paid=yes', sign('paid=yes')],
      ['JSON but not an event', '[]', sign('[]')],
    ];
    const ignored: Array<[string, string]> = [
      ['another connected account', completed(session, otherAccount)],
      ['the platform account', completed(session, undefined)],
      ['another session', completed({ ...session, id: 'cs_test_someone_elses' }, stripeId)],
      ['another amount ($1)', completed(session, stripeId, { amount_total: 100 })],
      ['another currency', completed(session, stripeId, { currency: 'eur' })],
      ['not paid', completed(session, stripeId, { payment_status: 'unpaid' })],
    ];
    let outcomes = 0;
    for (const [what, payload, signature] of refused) {
      const res = await postWebhook(payload, signature);
      expect(res.status, what).toBe(400);
      expect(await paymentOf(formId, submissionId), what).toBe('unpaid');
      outcomes += 1;
    }
    for (const [what, payload] of ignored) {
      const res = await postWebhook(payload, sign(payload));
      expect(res.status, what).toBe(200);
      expect(await res.json(), what).toEqual({ received: true });
      expect(await paymentOf(formId, submissionId), what).toBe('unpaid');
      outcomes += 1;
    }
    // A refused event replayed is still refused; an ignored one is a duplicate.
    const [, futurePayload, futureSignature] = refused[2]!;
    expect((await postWebhook(futurePayload, futureSignature)).status).toBe(400);
    const [, foreign] = ignored[0]!;
    const replayedForeign = await postWebhook(foreign, sign(foreign));
    expect(await replayedForeign.json()).toEqual({ received: true, duplicate: true });
    outcomes += 2;
    expect(await paymentOf(formId, submissionId)).toBe('unpaid');

    // Paying again reuses the open Checkout (only the recorded one can mark it paid), and paying it does.
    const payAgain = await api('POST', `/api/forms/${formId}/submissions/${submissionId}/pay`, as(payer));
    expect((payAgain.json as { url: string }).url).toBe(checkoutUrl);
    expect((await payAtCheckout(checkoutUrl)).status).toBe(303);
    const paid = await submissions.get(formId, submissionId);
    expect(paid).toMatchObject({ paymentStatus: 'paid', paidAt: expect.any(String) });

    // The genuine event replayed changes nothing.
    const { events } = (await (await fake('/requests')).json()) as { events: Array<{ type: string; data: { object: { id: string } } }> };
    const genuine = events.find((e) => e.type === 'checkout.session.completed' && e.data.object.id === session.id)!;
    const replayPayload = JSON.stringify(genuine, null, 2);
    const replay = await postWebhook(replayPayload, sign(replayPayload));
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await submissions.get(formId, submissionId))?.paidAt).toBe(paid!.paidAt);
    outcomes += 1;
    // 6 refused + 6 ignored + 3 replays: none fulfilled.
    expect(outcomes).toBe(15);
    expect((await api('POST', `/api/forms/${formId}/submissions/${submissionId}/pay`, as(payer))).json.message).toBe(formMessages.alreadyPaid);
  });

  it("ignores a subscription whose customer is not the payer its metadata names, or that lives on a connected account", async () => {
    const victim = await person('subvictim');
    const team = await createTeam(victim, { name: 'Never Upgraded' });
    const key = { authorization: 'Bearer sk_test_rally_local', 'content-type': 'application/x-www-form-urlencoded' };
    // Someone with a Stripe customer of their own makes a Checkout whose metadata names the victim's team.
    const customer = (await (await fake('/v1/customers', { method: 'POST', headers: key, body: 'email=mallory%40example.com' })).json()) as { id: string };
    const metadata = { uid: victim.uid, hostId: team.id, kind: 'teams', planId: 'ALL_STAR', platform: 'gth' };
    const body = new URLSearchParams({
      mode: 'subscription',
      customer: customer.id,
      'line_items[0][price]': 'price_rally_team_all_star_monthly',
      'line_items[0][quantity]': '1',
      success_url: `${base()}/done`,
      cancel_url: `${base()}/cancel`,
      ...Object.fromEntries(Object.entries(metadata).flatMap(([k, v]) => [[`metadata[${k}]`, v], [`subscription_data[metadata][${k}]`, v]])),
    });
    const session = (await (await fake('/v1/checkout/sessions', { method: 'POST', headers: key, body: body.toString() })).json()) as { url: string };
    expect((await payAtCheckout(session.url)).status).toBe(303);
    expect(((await api('GET', `/api/teams/${team.id}`)).json as { subscriptionLevel: string }).subscriptionLevel).toBe('ROOKIE');
    expect((await api('GET', `/api/payments/hosts/${team.id}/subscriptions`, as(victim))).json).toEqual({ items: [] });

    // The same subscription's events sent as if from a connected account are ignored before any Stripe call.
    const { events } = (await (await fake('/requests')).json()) as { events: Array<{ type: string; data: { object: { customer?: string } } }> };
    const created = events.find((e) => e.type === 'customer.subscription.created' && e.data.object.customer === customer.id)!;
    const fromConnected = JSON.stringify({ ...created, id: `evt_connected_${Date.now().toString(36)}`, account: 'acct_someone' }, null, 2);
    const res = await postWebhook(fromConnected, sign(fromConnected));
    expect(res.status).toBe(200);
    expect(((await api('GET', `/api/teams/${team.id}`)).json as { subscriptionLevel: string }).subscriptionLevel).toBe('ROOKIE');
  });

  it('fulfils a replayed event exactly once', async () => {
    const owner = await person('replayer');
    const team = await createTeam(owner, { name: 'Replay Rackets' });
    const start = await api('POST', '/api/payments/subscriptions', { ...as(owner), body: teamItem(team.id) });
    await payAtCheckout((start.json as { url: string }).url);
    const { events } = (await (await fake('/requests')).json()) as { events: Array<{ id: string; type: string; data: { object: { metadata?: { hostId?: string } } } }> };
    const completed = events.find((e) => e.type === 'checkout.session.completed' && e.data.object.metadata?.hostId === team.id)!;
    const [sub] = ((await api('GET', '/api/payments/subscriptions', as(owner))).json as { items: Array<{ id: string; version: number }> }).items;

    // Stripe delivers the same event again (a retry, or someone replaying a captured request).
    const payload = JSON.stringify(completed, null, 2);
    const replay = await postWebhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    const [after] = ((await api('GET', '/api/payments/subscriptions', as(owner))).json as { items: Array<{ id: string; version: number }> }).items;
    expect(after).toEqual(sub);
  });
});

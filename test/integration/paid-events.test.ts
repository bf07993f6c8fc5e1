import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventMessages, eventPaymentMessages } from '@shared/constants/event-messages';
import { eventPayments } from '../../lambdas/data/event-payments';
import { events } from '../../lambdas/data/events';
import { releaseExpiredHolds } from '../../lambdas/domain/events/holds';
import { callAs, eventBody, person, type User } from '../fixtures/events';
import { api, stack } from '../fixtures/local';

/**
 * Paid events against the local Stripe fake (lib/local/stripe-fake.ts), through the real `stripe`
 * SDK: Checkout on the organiser's connected account, its signed webhooks to the local API,
 * refunds. Players go through the events Lambda's handler in process (callAs), as in
 * rsvp-concurrency.test.ts; the organiser is a real signed-in person with an onboarded account.
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
const pay = (url: string) => submit(url, { card: '4242 4242 4242 4242' });
const as = (u: User) => ({ token: u.idToken });
const dev = { platform: 'gth', environment: 'development' } as const;

interface Recorded {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | null;
  stripeAccount: string | null;
}
interface FakeEvent {
  id: string;
  type: string;
  account?: string;
  data: { object: { id: string; metadata?: Record<string, string> } };
}
async function fakeLog() {
  return (await (await fake('/requests')).json()) as { requests: Recorded[]; events: FakeEvent[] };
}

let organiser: User;
let accountId: string;

beforeAll(async () => {
  organiser = await person('paidorg');
  const link = await api('POST', '/api/payments/account/link', { ...as(organiser), body: { type: 'NEW', country: 'US', ...dev } });
  expect(link.status).toBe(201);
  expect((await submit((link.json as { url: string }).url, { action: 'submit' })).status).toBe(303);
  const account = await api('GET', '/api/payments/account', as(organiser));
  expect(account.json).toMatchObject({ state: 'active' });
  accountId = (account.json as { stripeId: string }).stripeId;
});

const paidEvent = async (patch: Record<string, unknown> = {}) => {
  const created = await api('POST', '/api/events', { ...as(organiser), body: eventBody({ price: 1500, ...patch }) });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json as { id: string; price: number; currency: string; occurrences: string[] };
};
const join = (uid: string, id: string, body: Record<string, unknown> = {}) => callAs(uid, 'POST', `/api/events/${id}/rsvps`, body);
const statusOf = async (id: string, uid: string) =>
  ((await callAs(uid, 'GET', `/api/events/${id}/rsvps`)).json.items as Array<{ userId: string; status: string }>).find((r) => r.userId === uid)?.status;

describe('setting a price', () => {
  it('refuses a price from an organiser without an active payout account (409 naming why) and a bad price (400 naming price)', async () => {
    const noAccount = await person('freeorg');
    const refused = await api('POST', '/api/events', { ...as(noAccount), body: eventBody({ price: 1500 }) });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(eventPaymentMessages.payoutAccountNeeded);

    for (const price of [0, -5, 12.5, 100_001, '15']) {
      const bad = await api('POST', '/api/events', { ...as(organiser), body: eventBody({ price }) });
      expect(bad.status).toBe(400);
      expect(bad.json.issues?.map((i) => i.path)).toContain('price');
    }
    const ok = await paidEvent();
    expect(ok).toMatchObject({ price: 1500, currency: 'usd' });
  });
});

describe('changing a paid game', () => {
  it('moves a paid spot and its payment with the date; the price stays while card payments for dates to come are live (409), and goes once they are refunded', async () => {
    const event = await paidEvent({ hoursToCancelBefore: 2 });
    const player = randomUUID();
    await pay((await join(player, event.id)).json.checkoutUrl as string);
    expect(await statusOf(event.id, player)).toBe('joined');
    const edit = (patch: Record<string, unknown>) =>
      api('PUT', `/api/events/${event.id}`, { ...as(organiser), body: eventBody({ price: 1500, hoursToCancelBefore: 2, ...patch }) });

    const free = await edit({ price: null, version: 1 });
    expect(free.status).toBe(409);
    expect(free.json.message).toBe(eventPaymentMessages.priceInUse);
    expect((await events.get(event.id))?.price).toBe(1500);

    const later = new Date(Date.parse(event.occurrences[0]!) + 3 * 3_600_000).toISOString();
    const moved = await edit({ dateStart: later, version: 1 });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const [payment] = await eventPayments.ofEvent(event.id);
    expect(payment).toMatchObject({ occurrence: later, status: 'paid' });
    expect(await statusOf(event.id, player)).toBe('joined');

    const left = await callAs(player, 'DELETE', `/api/events/${event.id}/rsvps/me`);
    expect(left.json.refunded).toEqual([later]);
    expect((await edit({ dateStart: later, price: null, version: 2 })).status).toBe(200);
  });
});

describe('paying for a spot', () => {
  it('holds a spot, pays at Checkout on the organiser account with the fee, confirms; leaving before the cut-off refunds', async () => {
    const event = await paidEvent({ capacity: 4, hoursToCancelBefore: 2 });
    const player = randomUUID();
    const joined = await join(player, event.id);
    expect(joined.status).toBe(201);
    expect((joined.json.items as Array<{ status: string }>)[0]!.status).toBe('held');
    const url = joined.json.checkoutUrl as string;
    expect(url).toContain('/stripe-fake/checkout/cs_test_');

    const { requests } = await fakeLog();
    const made = requests.filter((r) => r.path === '/v1/checkout/sessions' && (r.params.metadata as { eventId?: string })?.eventId === event.id);
    expect(made).toHaveLength(1);
    expect(made[0]!.stripeAccount).toBe(accountId);
    expect(made[0]!.params.payment_intent_data).toMatchObject({ application_fee_amount: '75' });

    expect((await pay(url)).status).toBe(303);
    expect(await statusOf(event.id, player)).toBe('joined');
    const [payment] = await eventPayments.ofEvent(event.id);
    expect(payment).toMatchObject({ status: 'paid', method: 'card', amount: 1500, userId: player });
    // The player's own payment comes with the RSVP list, for what leaving means; nobody else's.
    expect((await callAs(player, 'GET', `/api/events/${event.id}/rsvps`)).json.myPayment).toEqual({ method: 'card', status: 'paid' });
    expect((await callAs(randomUUID(), 'GET', `/api/events/${event.id}/rsvps`)).json.myPayment).toBeNull();

    const left = await callAs(player, 'DELETE', `/api/events/${event.id}/rsvps/me`);
    expect(left.status).toBe(200);
    expect(left.json.refunded).toEqual([event.occurrences[0]]);
    expect((await eventPayments.get(event.id, payment!.paymentId))?.status).toBe('refunded');
    expect((await callAs(player, 'GET', `/api/events/${event.id}/rsvps`)).json.myPayment).toEqual({ method: 'card', status: 'refunded' });
  });

  it('keeps the payment when a player leaves after the cut-off', async () => {
    const event = await paidEvent({ hoursToCancelBefore: 72 });
    const player = randomUUID();
    const url = (await join(player, event.id)).json.checkoutUrl as string;
    await pay(url);
    expect(await statusOf(event.id, player)).toBe('joined');
    const left = await callAs(player, 'DELETE', `/api/events/${event.id}/rsvps/me`);
    expect(left.status).toBe(200);
    expect(left.json.refunded).toEqual([]);
    const [payment] = await eventPayments.ofEvent(event.id);
    expect(payment?.status).toBe('paid');
  });

  it('50 concurrent joins of a 10-spot paid event: 10 holds, 40 waitlisted, none oversold', async () => {
    const event = await paidEvent({ capacity: 10 });
    const people = Array.from({ length: 50 }, () => randomUUID());
    const results = await Promise.all(people.map((uid) => join(uid, event.id)));
    expect(results.map((r) => r.status)).toEqual(people.map(() => 201));
    const statuses = results.map((r) => (r.json.items as Array<{ status: string }>)[0]!.status);
    expect(statuses.filter((s) => s === 'held')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(40);
    expect(results.filter((r) => r.json.checkoutUrl)).toHaveLength(10);
    const list = await callAs(organiser.uid, 'GET', `/api/events/${event.id}/rsvps`);
    expect(list.json.counts).toMatchObject({ joined: 0, waitlisted: 40, spotsLeft: 0, held: 10 });
  });

  it('an unpaid hold expires after 15 minutes and the spot goes to the waitlist with a pay link', async () => {
    const event = await paidEvent({ capacity: 1 });
    const [first, second] = [randomUUID(), randomUUID()];
    expect((await join(first, event.id)).json.checkoutUrl).toBeTruthy();
    const waiting = await join(second, event.id);
    expect((waiting.json.items as Array<{ status: string }>)[0]!.status).toBe('waitlisted');

    const stored = (await events.get(event.id))!;
    expect(await releaseExpiredHolds(stored, event.occurrences[0]!, Date.now() + 14 * 60_000)).toBe(0);
    expect(await releaseExpiredHolds(stored, event.occurrences[0]!, Date.now() + 16 * 60_000)).toBe(1);
    expect(await statusOf(event.id, first)).toBeUndefined();
    expect(await statusOf(event.id, second)).toBe('held');
    const [expired] = (await eventPayments.ofEvent(event.id)).filter((p) => p.userId === first);
    expect(expired?.status).toBe('expired');

    // The promoted person pays through the same join: a Checkout for the spot they hold.
    const again = await join(second, event.id);
    expect(again.status).toBe(201);
    await pay(again.json.checkoutUrl as string);
    expect(await statusOf(event.id, second)).toBe('joined');
  });
});

describe('cancelling and webhooks', () => {
  it('cancelling refunds everyone exactly once, even when cancelled twice and the webhook is delivered twice', async () => {
    const event = await paidEvent({ capacity: 5 });
    const players = [randomUUID(), randomUUID()];
    for (const p of players) await pay((await join(p, event.id)).json.checkoutUrl as string);
    expect((await eventPayments.ofEvent(event.id)).map((p) => p.status)).toEqual(['paid', 'paid']);

    expect((await api('POST', `/api/events/${event.id}/cancel`, as(organiser))).status).toBe(201);
    expect((await api('POST', `/api/events/${event.id}/cancel`, as(organiser))).status).toBe(201);
    const payments = await eventPayments.ofEvent(event.id);
    expect(payments.map((p) => p.status)).toEqual(['refunded', 'refunded']);
    // Nor can money be recorded for a cancelled game.
    const cash = await callAs(organiser.uid, 'POST', `/api/events/${event.id}/rsvps/${players[0]}/paid`, { occurrence: event.occurrences[0] });
    expect(cash.status).toBe(409);
    expect(cash.json.message).toBe(eventMessages.eventCancelled);

    const { events: sent } = await fakeLog();
    const refunds = sent.filter((e) => e.type === 'charge.refunded' && e.data.object.metadata?.eventId === event.id);
    expect(refunds).toHaveLength(2);
    // Stripe delivers the same event again: answered, changes nothing.
    const signer = new Stripe('sk_test_signer');
    const payload = JSON.stringify(refunds[0]);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_rally_local' });
    const again = await fetch(`${base()}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
    expect(again.status).toBe(200);
    expect((await eventPayments.ofEvent(event.id)).map((p) => p.status)).toEqual(['refunded', 'refunded']);
  });

  it('a forged completion (bad signature, or signed for a session we never made) confirms nothing', async () => {
    const event = await paidEvent();
    const player = randomUUID();
    await join(player, event.id);
    const [payment] = await eventPayments.ofEvent(event.id);
    const session = {
      id: 'cs_test_forged',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 1500,
      currency: 'usd',
      metadata: { eventId: event.id, paymentId: payment!.paymentId },
    };
    const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type: 'checkout.session.completed', account: accountId, data: { object: session } });
    const signer = new Stripe('sk_test_signer');
    const post = (header: string) =>
      fetch(`${base()}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
    expect((await post(signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }))).status).toBe(400);
    expect((await post(signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_rally_local' }))).status).toBe(200);
    expect(await statusOf(event.id, player)).toBe('held');
    expect((await eventPayments.get(event.id, payment!.paymentId))?.status).toBe('pending');
  });
});

describe('the organiser', () => {
  it('alone refunds one person and marks a person paid in cash (403 for anyone else)', async () => {
    const event = await paidEvent({ capacity: 5 });
    const [payer, cash] = [randomUUID(), randomUUID()];
    await pay((await join(payer, event.id)).json.checkoutUrl as string);
    await join(cash, event.id);
    const [card] = await eventPayments.ofEvent(event.id);

    expect((await callAs(payer, 'POST', `/api/events/${event.id}/payments/${card!.paymentId}/refund`)).status).toBe(403);
    expect((await callAs(payer, 'POST', `/api/events/${event.id}/rsvps/${cash}/paid`, { occurrence: event.occurrences[0] })).status).toBe(403);
    expect((await callAs(payer, 'GET', `/api/events/${event.id}/payments`)).status).toBe(403);

    const marked = await callAs(organiser.uid, 'POST', `/api/events/${event.id}/rsvps/${cash}/paid`, { occurrence: event.occurrences[0] });
    expect(marked.status).toBe(201);
    expect(marked.json).toMatchObject({ method: 'cash', status: 'paid', amount: 1500 });
    expect(await statusOf(event.id, cash)).toBe('joined');

    const refunded = await callAs(organiser.uid, 'POST', `/api/events/${event.id}/payments/${card!.paymentId}/refund`);
    expect(refunded.status).toBe(201);
    expect(refunded.json).toMatchObject({ status: 'refunded', method: 'card' });
    expect((await callAs(organiser.uid, 'POST', `/api/events/${event.id}/payments/${card!.paymentId}/refund`)).status).toBe(409);

    const list = await callAs(organiser.uid, 'GET', `/api/events/${event.id}/payments`);
    expect((list.json.items as Array<{ method: string; status: string }>).map((p) => `${p.method}:${p.status}`).sort()).toEqual(['card:refunded', 'cash:paid']);
  });
});


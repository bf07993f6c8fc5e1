import { describe, expect, it } from 'vitest';
import { lookupSubscriptions } from '../../lambdas/domain/payments/subscriptions';
import { users } from '../../lambdas/data/users';
import { person } from '../fixtures/events';
import { api, stack, wsStatus } from '../fixtures/local';

/**
 * The API is built for Cognito id tokens (they carry the e-mail). An access token from the same
 * client has no `email` claim, so it must never be taken for a caller.
 */

const base = () => stack().appUrl.replace('localhost', '127.0.0.1');

describe('token use', () => {
  it('refuses an access token with 401 on the API and the WebSocket, and takes the id token of the same sign-in', async () => {
    const user = await person('tokenuse');
    const me = await api('GET', '/api/me', { token: user.accessToken });
    expect(me.status).toBe(401);
    expect(JSON.stringify(me.json)).not.toContain(user.uid);
    expect((await api('GET', '/api/payments/subscription-lookup?kind=member-plus', { token: user.accessToken })).status).toBe(401);
    expect((await api('GET', `/api/users/${user.uid}/user-lists`, { token: user.accessToken })).status).toBe(401);
    expect(await wsStatus(user.accessToken)).toBe(401);

    const ok = await api('GET', '/api/me', { token: user.idToken });
    expect(ok.status).toBe(200);
    expect(ok.json.email).toBe(user.email);
    expect(await wsStatus(user.idToken)).toBe(200);
  });

  it('never finds a subscription or a person by an empty e-mail', async () => {
    // A customer exists at the Stripe fake (someone paid), so an unfiltered list would not be empty.
    const payer = await person('payer');
    const checkout = await api('POST', '/api/payments/subscriptions', {
      token: payer.idToken,
      body: {
        items: [{ id: 'MEMBER_PLUS', name: 'Member Plus', quantity: 1, cost: 29, type: 'CHANGE_USER_SUBSCRIPTION', subscriptionPriceId: 'rally_gth_member_plus_yearly' }],
        platform: 'gth',
        environment: 'development',
      },
    });
    expect(checkout.status).toBe(201);

    const everyone = (await (
      await fetch(`${base()}/stripe-fake/v1/customers?limit=100`, { headers: { authorization: 'Bearer sk_test_any' } })
    ).json()) as { data: unknown[] };
    expect(everyone.data.length).toBeGreaterThan(0);
    const byEmpty = (await (
      await fetch(`${base()}/stripe-fake/v1/customers?email=&limit=100`, { headers: { authorization: 'Bearer sk_test_any' } })
    ).json()) as { data: unknown[] };
    expect(byEmpty.data).toEqual([]);

    const noEmail = { uid: payer.uid, email: '', emailVerified: false, groups: [] };
    expect(await lookupSubscriptions(noEmail, 'member-plus')).toEqual({ items: [] });
    expect(await users.getByEmail('')).toBeNull();
    expect(await users.getByEmail('   ')).toBeNull();
  });
});

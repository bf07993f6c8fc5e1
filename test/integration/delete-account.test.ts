import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsApiMessages } from '@shared/constants/messages';
import { messageMessages } from '../../lambdas/domain/messages/conversation-access';
import { accountRemoval } from '../../lambdas/data/account-removal';
import { availability } from '../../lambdas/data/availability';
import { blocks } from '../../lambdas/data/blocks';
import { connections } from '../../lambdas/data/connections';
import { conversationBlocks } from '../../lambdas/data/conversation-blocks';
import { familyConnections } from '../../lambdas/data/family-connections';
import { memberships } from '../../lambdas/data/memberships';
import { notifications } from '../../lambdas/data/notifications';
import { wsConnections } from '../../lambdas/data/ws-connections';
import { pushRegistrations } from '../../lambdas/data/push-registrations';
import { teams } from '../../lambdas/data/teams';
import { subscriptions } from '../../lambdas/data/subscriptions';
import { users } from '../../lambdas/data/users';
import { websites } from '../../lambdas/data/websites';
import { closeBillingOf } from '../../lambdas/domain/users/delete-account/billing';
import { deleteAccount } from '../../lambdas/domain/users/delete-account/delete-account';
import { documentClient } from '../../lambdas/lib/clients';
import { env } from '../../lambdas/lib/env';
import { emptyWeek } from '@shared/schemas/availability';
import { createEvent, eventBody, person as eventPerson } from '../fixtures/events';
import { payForMemberPlus } from '../fixtures/payments';
import { api, newAdmin, newUser, signIn, stack } from '../fixtures/local';

type User = Awaited<ReturnType<typeof newUser>>;

async function person(prefix: string) {
  const user = await newUser(prefix);
  const res = await api('PUT', `/api/users/${user.uid}`, {
    token: user.idToken,
    body: { displayName: prefix, fullName: `${prefix} Tester`, defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 } },
  });
  expect(res.status).toBe(200);
  return user;
}

const remove = (user: User, uid = user.uid, confirm: unknown = 'DELETE') =>
  api('DELETE', `/api/users/${uid}`, { token: user.idToken, body: { confirm } });

describe('DELETE /api/users/{uid}: delete account', () => {
  it('is refused with 409 naming the teams while the user is on any, and works once they left', async () => {
    const user = await person('member');
    const teamId = `team-${randomUUID().slice(0, 8)}`;
    await teams.put({ teamId, name: 'Racket Club', gameType: 'Tennis', creatorId: 'someone', lat: 39.74, lng: -104.99 });
    await memberships.add(teamId, user.uid, 'member');
    const refused = await remove(user);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(settingsApiMessages.onTeams(['Racket Club']));
    expect(refused.json.message).toContain('Racket Club');
    expect(await users.get(user.uid)).not.toBeNull();

    await memberships.remove(teamId, user.uid);
    expect((await remove(user)).status).toBe(200);
  });

  it('removes the user’s data on both sides and the Cognito user, so signing in fails', async () => {
    const user = await person('leaver');
    const friend = await person('friend');
    const mom = await person('mom');
    // Data in every place an account leaves a trace.
    await api('PUT', `/api/users/${user.uid}/availability`, { token: user.idToken, body: { weekly: emptyWeek(), dateSpecific: [], privacy: {} } });
    await connections.save(user.uid, friend.uid, 'accepted');
    const sent = await api('POST', `/api/users/${user.uid}/family`, { token: user.idToken, body: { isGthUser: true, relation: 'parent', userId: mom.uid } });
    const connectionId = sent.json.id as string;
    await api('POST', `/api/users/${friend.uid}/blocks`, { token: friend.idToken, body: { userIds: [user.uid] } });
    await api('POST', `/api/users/${user.uid}/blocks`, { token: user.idToken, body: { userIds: [friend.uid] } });
    await conversationBlocks.block(user.uid, 'conv-x');
    await notifications.createOnce({ userId: user.uid, notificationId: 'welcome', type: 'news', title: 'Welcome' });
    await pushRegistrations.put({ userId: user.uid, registrationId: 'r1', endpoint: 'https://push.example/x', auth: 'a', p256dh: 'p' });
    await expect.poll(async () => (await notifications.listByUser(mom.uid)).length, { timeout: 10_000 }).toBe(1);

    const res = await remove(user);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });

    expect(await users.get(user.uid)).toBeNull();
    expect(await availability.get(user.uid)).toBeNull();
    expect(await connections.areConnected(friend.uid, user.uid)).toBe(false);
    expect(await familyConnections.get(connectionId)).toBeNull();
    expect((await api('GET', `/api/users/${mom.uid}/family`, { token: mom.idToken })).json.items).toEqual([]);
    expect(await notifications.listByUser(mom.uid)).toEqual([]);
    expect(await blocks.listBy(friend.uid)).toEqual([]);
    expect(await blocks.listBy(user.uid)).toEqual([]);
    expect(await notifications.listByUser(user.uid)).toEqual([]);
    expect(await pushRegistrations.listByUser(user.uid)).toEqual([]);
    expect(await conversationBlocks.listBy(user.uid)).toEqual([]);
    await expect(signIn(user.email, user.password)).rejects.toThrow();
    // The friend's account is untouched.
    expect(await users.get(friend.uid)).not.toBeNull();
  });

  it('requires the confirm word DELETE exactly', async () => {
    const user = await person('careful');
    const res = await remove(user, user.uid, 'delete');
    expect(res.status).toBe(400);
    expect(res.json.issues!.map((i) => i.path)).toEqual(['confirm']);
    expect(await users.get(user.uid)).not.toBeNull();
  });

  it("answers 403 for someone else's account and leaves it", async () => {
    const owner = await person('owner');
    const intruder = await person('intruder');
    expect((await remove(intruder, owner.uid)).status).toBe(403);
    expect(await users.get(owner.uid)).not.toBeNull();
    await expect(signIn(owner.email, owner.password)).resolves.toBeTruthy();
  });

  it('can be repeated when a first attempt got halfway (every step is idempotent)', async () => {
    const user = await person('retry');
    await users.remove(user.uid);
    expect((await remove(user)).status).toBe(200);
    await expect(signIn(user.email, user.password)).rejects.toThrow();
  });
});

describe('DELETE /api/users/{uid}: event data', () => {
  it('frees the spots the user held (the waitlist moves up), drops favorites and cancels the events they organise', async () => {
    const host = await eventPerson('host');
    const leaver = await eventPerson('goer');
    const waiting = await eventPerson('waiter');
    const full = await createEvent(host, eventBody({ title: 'One Spot Run', capacity: 1 }));
    expect(full.status).toBe(201);
    const eventId = full.json.id as string;
    const statusOf = (res: Awaited<ReturnType<typeof api>>) => (res.json.items as Array<{ status: string }>)[0]?.status;
    expect(statusOf(await api('POST', `/api/events/${eventId}/rsvps`, { token: leaver.idToken, body: {} }))).toBe('joined');
    expect(statusOf(await api('POST', `/api/events/${eventId}/rsvps`, { token: waiting.idToken, body: {} }))).toBe('waitlisted');
    expect((await api('PUT', `/api/events/${eventId}/favorite`, { token: leaver.idToken })).json.favoriteCount).toBe(1);
    const own = await createEvent(leaver, eventBody({ title: 'Leaver Hosted Run' }));
    const ownId = own.json.id as string;
    await api('POST', `/api/events/${ownId}/rsvps`, { token: waiting.idToken, body: {} });

    expect((await remove(leaver)).status).toBe(200);

    const list = await api('GET', `/api/events/${eventId}/rsvps`, { token: host.idToken });
    expect((list.json.items as Array<{ userId: string; status: string }>).map((r) => [r.userId, r.status])).toEqual([[waiting.uid, 'joined']]);
    expect((await api('GET', `/api/events/${eventId}`)).json.favoriteCount).toBe(0);
    expect((await api('GET', `/api/events/${ownId}`)).json.cancelled).toBe(true);
  });
});


describe('DELETE /api/users/{uid}: one of everything', () => {
  const base = () => stack().appUrl.replace('localhost', '127.0.0.1');
  const stripeGet = async (path: string) => (await fetch(`${base()}/stripe-fake/v1/${path}`, { headers: { authorization: 'Bearer sk_test_any' } })).json() as Promise<Record<string, unknown>>;
  const as = (u: User) => ({ token: u.idToken });

  beforeAll(async () => {
    const admin = await newAdmin('deleteadmin');
    expect((await api('PATCH', '/api/admin/flags', { token: admin.idToken, body: { subscriptionsEnabled: true } })).status).toBe(200);
  });

  async function buyMemberPlus(who: User) {
    await payForMemberPlus(who);
    await expect.poll(async () => (await subscriptions.listByPayer(who.uid)).length, { timeout: 10_000 }).toBe(1);
    return (await subscriptions.listByPayer(who.uid))[0]!;
  }

  const waiverForm = {
    title: 'Spring league registration',
    description: 'Sign up for the spring league.',
    fields: [
      { type: 'shortText', id: 'phone', label: 'Emergency contact', required: true },
      { type: 'waiver', id: 'waiver', label: 'Liability waiver', required: true, text: 'I play at my own risk.' },
    ],
  };
  async function publishedForm(owner: User) {
    const created = (await api('POST', '/api/forms', { ...as(owner), body: {} })).json as { id: string; version: number };
    const saved = await api('PUT', `/api/forms/${created.id}/builder`, { ...as(owner), body: { content: waiverForm, version: created.version } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const published = await api('POST', `/api/forms/${created.id}/publish`, { ...as(owner), body: { version: (saved.json as { version: number }).version } });
    expect(published.status, JSON.stringify(published.json)).toBe(201);
    return created.id;
  }
  const sign = (who: User, formId: string, name: string) =>
    api('POST', `/api/forms/${formId}/submissions`, { ...as(who), body: { answers: { phone: '555-0100', waiver: { name, agreed: true } } } });

  /** Every item in the local table that names the person (id, e-mail or name), read page by page. */
  async function itemsNaming(user: User, name: string) {
    const found: Array<Record<string, unknown>> = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await documentClient().send(new ScanCommand({ TableName: env().TABLE_NAME, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) {
        const text = JSON.stringify(item);
        if (text.includes(user.uid) || text.toLowerCase().includes(user.email.toLowerCase()) || text.includes(name)) found.push(item);
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return found;
  }

  it('leaves nothing personal in the table, cancels the plan at Stripe, finishes after a half-way failure, and a second run is a no-op', async () => {
    const tag = randomUUID().slice(0, 8);
    const name = `Zed${tag}`;
    const user = await newUser('everything');
    expect((await api('PUT', `/api/users/${user.uid}`, { ...as(user), body: { displayName: name, fullName: `${name} Quist`, defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 } } })).status).toBe(200);
    const other = await eventPerson('bystander');
    const relative = await eventPerson('relative');

    // Profile-side data.
    await api('PUT', `/api/users/${user.uid}/availability`, { ...as(user), body: { weekly: emptyWeek(), dateSpecific: [], privacy: {} } });
    await connections.save(user.uid, other.uid, 'accepted');
    await api('POST', `/api/users/${user.uid}/family`, { ...as(user), body: { isGthUser: true, relation: 'parent', userId: relative.uid } });
    await api('POST', `/api/users/${user.uid}/blocks`, { ...as(user), body: { userIds: [relative.uid] } });
    await conversationBlocks.block(user.uid, `conv-${tag}`);
    await notifications.createOnce({ userId: user.uid, notificationId: `n-${tag}`, type: 'news', title: 'Welcome' });
    await pushRegistrations.put({ userId: user.uid, registrationId: `r-${tag}`, endpoint: 'https://push.example/x', auth: 'a', p256dh: 'p' });
    // A live socket: its connection item and the presence item pushes read.
    await wsConnections.add(user.uid, `ws-${tag}`);

    // Events: one they host that another person joined, one of the other's they joined and favourited.
    const hosted = await createEvent(user, eventBody({ title: `Hosted ${tag}` }));
    expect(hosted.status, JSON.stringify(hosted.json)).toBe(201);
    await api('POST', `/api/events/${hosted.json.id as string}/rsvps`, { ...as(other), body: {} });
    const joined = await createEvent(other, eventBody({ title: `Joined ${tag}` }));
    const joinedId = joined.json.id as string;
    expect((await api('POST', `/api/events/${joinedId}/rsvps`, { ...as(user), body: {} })).status).toBe(201);
    await api('PUT', `/api/events/${joinedId}/favorite`, as(user));

    // Posts, places, a site holding a verified domain, forms with a signed waiver both ways, messages.
    const post = await api('POST', '/api/posts', { ...as(user), body: { title: `Post ${tag}`, text: `by ${name}`, category: 'test', subCategory: 'test-posts' } });
    expect(post.status, JSON.stringify(post.json)).toBe(201);
    const place = await api('POST', '/api/places', { ...as(user), body: { name: `Court ${tag}`, address: '100 River Rd, Denver, CO', lat: 39.7392, lng: -104.9903, gameTypes: ['Tennis'], description: 'Lit courts.' } });
    expect(place.status, JSON.stringify(place.json)).toBe(201);
    const domain = `club-${tag}.example.com`;
    const site = await websites.createDraft(user.uid, { title: `Site ${tag}`, pages: [], settings: {}, domain, teamId: '' });
    expect(await websites.claimVerified(domain, site.siteId)).toBe('ok');
    await websites.domainToken(site.siteId, `token-${tag}`);
    const ownForm = await publishedForm(user);
    expect((await sign(other, ownForm, 'Bystander Person')).status).toBe(201);
    const othersForm = await publishedForm(other);
    expect((await sign(user, othersForm, `${name} Quist`)).status).toBe(201);
    const conversation = (await api('POST', '/api/conversations/direct', { ...as(other), body: { userId: user.uid } })).json as { id: string };
    expect((await api('POST', `/api/conversations/${conversation.id}/messages`, { ...as(user), body: { text: `hello from ${name}` } })).status).toBe(201);
    expect((await api('POST', `/api/conversations/${conversation.id}/messages`, { ...as(other), body: { text: 'hi back' } })).status).toBe(201);

    // A paid plan.
    const plan = await buyMemberPlus(user);
    expect((await stripeGet(`subscriptions/${plan.subscriptionId}`)).status).toBe('active');
    const customerId = (await users.get(user.uid))!.stripeCustomerId ?? plan.customerId;

    expect((await itemsNaming(user, name)).length).toBeGreaterThan(20);

    // Half-way: Stripe already stopped and the posts gone, then the request died.
    await closeBillingOf(user.uid, customerId);
    await accountRemoval.removePostsOf(user.uid);
    expect((await stripeGet(`subscriptions/${plan.subscriptionId}`)).status).toBe('canceled');

    const res = await remove(user);
    expect(res.status, JSON.stringify(res.json)).toBe(200);

    const left = await itemsNaming(user, name);
    // Only the stubs docs/data-model.md allows: pointers to an id nobody has any more, no e-mail, no name.
    // sendWindow and processedMessage are keyed by ids only and expire on their TTL.
    const stubs = new Set(['conversationMember', 'event', 'sessionFloor', 'rateWindow', 'sendWindow', 'processedMessage']);
    expect(left.filter((i) => !stubs.has(String(i.__edb_e__)))).toEqual([]);
    expect(left.filter((i) => JSON.stringify(i).includes(name) || JSON.stringify(i).includes(user.email))).toEqual([]);
    expect((await stripeGet(`subscriptions/${plan.subscriptionId}`)).status).toBe('canceled');
    expect((await stripeGet(`customers/${customerId}`)).error).toBeTruthy();
    // The domain is free for someone else.
    expect(await websites.verifiedSiteOf(domain)).toBeNull();
    expect(await websites.claimVerified(domain, `site-${tag}`)).toBe('ok');

    // The other person keeps their side: their event, form, their message and the submission on the person's form is gone with the form.
    expect((await api('GET', `/api/events/${joinedId}`)).json.cancelled).toBeFalsy();
    expect((await api('GET', `/api/forms/${othersForm}/submissions`, as(other))).json.items).toEqual([]);
    const thread = (await api('GET', `/api/conversations/${conversation.id}/messages`, as(other))).json as { items: Array<{ text: string }> };
    expect(thread.items.map((m) => m.text)).toEqual(['hi back']);
    expect(await users.get(other.uid)).not.toBeNull();

    // Running it again finds nothing to do.
    await expect(deleteAccount({ uid: user.uid }, user.uid)).resolves.toEqual({ ok: true });
    const keysOf = (items: Array<Record<string, unknown>>) => items.map((i) => `${String(i.__edb_e__)} ${String(i.pk)} ${String(i.sk)}`).sort();
    expect(keysOf(await itemsNaming(user, name))).toEqual(keysOf(left));

    // A message to the deleted person is refused, also by this process, which read the conversation before.
    const toDeleted = await api('POST', `/api/conversations/${conversation.id}/messages`, { ...as(other), body: { text: 'still there?' } });
    expect(toDeleted.status).toBe(404);
    expect(toDeleted.json.message).toBe(messageMessages.userNotFound);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../lambdas/data/notifications';
import { pushRegistrations } from '../../lambdas/data/push-registrations';
import { notify } from '../../lambdas/lib/queue';
import { pushMessages } from '@shared/constants/messages';
import { person, type User } from '../fixtures/events';
import { api, mailsTo, waitForMail } from '../fixtures/local';
import { startFakePushService, type FakeSubscription } from '../fixtures/push-service';

let push: Awaited<ReturnType<typeof startFakePushService>>;
beforeAll(async () => {
  push = await startFakePushService();
});
afterAll(async () => {
  await push.close();
});

const register = (user: User, sub: Pick<FakeSubscription, 'endpoint' | 'keys'>) =>
  api('POST', '/api/push-registrations', { token: user.idToken, body: { endpoint: sub.endpoint, keys: sub.keys } });
const registered = async (user: User) => (await pushRegistrations.listByUser(user.uid)).map((r) => r.registrationId).sort();
const settle = () => new Promise((r) => setTimeout(r, 1500));

describe('push registrations API', () => {
  it('registers a browser once per endpoint, refreshes it with PATCH and removes it with DELETE', async () => {
    const user = await person('pushreg');
    const sub = push.subscribe(`reg-${user.uid}`);
    const first = await register(user, sub);
    expect(first.status).toBe(201);
    const { registrationId, refreshedAt } = first.json as { registrationId: string; refreshedAt: string };
    expect(registrationId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await register(user, sub)).json.registrationId).toBe(registrationId);
    expect(await registered(user)).toEqual([registrationId]);

    const refreshed = await api('PATCH', `/api/push-registrations/${registrationId}`, {
      token: user.idToken,
      body: { endpoint: sub.endpoint, keys: sub.keys },
    });
    expect(refreshed.status).toBe(200);
    expect((refreshed.json.refreshedAt as string) >= refreshedAt).toBe(true);

    expect((await api('DELETE', `/api/push-registrations/${registrationId}`, { token: user.idToken })).status).toBe(200);
    expect(await registered(user)).toEqual([]);
    const again = await api('DELETE', `/api/push-registrations/${registrationId}`, { token: user.idToken });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe('Push registration not found');
  });

  it("never lets one person refresh or remove another's registration", async () => {
    const [owner, other] = await Promise.all([person('pushown'), person('pushoth')]);
    const sub = push.subscribe(`own-${owner.uid}`);
    const { registrationId } = (await register(owner, sub)).json as { registrationId: string };
    const body = { endpoint: sub.endpoint, keys: sub.keys };
    expect((await api('PATCH', `/api/push-registrations/${registrationId}`, { token: other.idToken, body })).status).toBe(404);
    expect((await api('DELETE', `/api/push-registrations/${registrationId}`, { token: other.idToken })).status).toBe(404);
    expect(await registered(owner)).toEqual([registrationId]);
    expect((await api('POST', '/api/push-registrations', { body })).status).toBe(401);
  });

  it('names the field of a bad registration', async () => {
    const user = await person('pushbad');
    const sub = push.subscribe(`bad-${user.uid}`);
    const badEndpoint = await register(user, { ...sub, endpoint: 'ftp://push.example/x' });
    expect(badEndpoint.status).toBe(400);
    expect(badEndpoint.json.issues?.map((i) => i.path)).toContain('endpoint');
    const badKey = await register(user, { ...sub, keys: { ...sub.keys, p256dh: 'not base64url!' } });
    expect(badKey.status).toBe(400);
    expect(badKey.json.issues?.map((i) => i.path)).toContain('keys.p256dh');
    expect(await registered(user)).toEqual([]);
  });

  it('accepts only https endpoints of browser push services (the fake service is the local allowance)', async () => {
    const user = await person('pushssrf');
    const sub = push.subscribe(`ssrf-${user.uid}`);
    const port = new URL(sub.endpoint).port;
    for (const endpoint of [
      `http://localhost:${port}/push/ssrf-${user.uid}`,
      'http://169.254.169.254/latest/meta-data/',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/push',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
    ]) {
      const res = await register(user, { ...sub, endpoint });
      expect(res.status, endpoint).toBe(400);
      expect(res.json.issues, endpoint).toEqual([{ path: 'endpoint', message: pushMessages.unknownPushService }]);
    }
    expect(await registered(user)).toEqual([]);
    const fcm = await register(user, { ...sub, endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' });
    expect(fcm.status).toBe(201);
    await api('DELETE', `/api/push-registrations/${(fcm.json as { registrationId: string }).registrationId}`, { token: user.idToken });
  });
});

describe('notification fan-out to e-mail and web push', () => {
  it('stores, e-mails and pushes an encrypted, VAPID-signed message to every browser; a gone browser is unregistered', async () => {
    const user = await person('fanout');
    const [laptop, phone, stale] = ['laptop', 'phone', 'stale'].map((d) => push.subscribe(`${d}-${user.uid}`)) as [
      FakeSubscription,
      FakeSubscription,
      FakeSubscription,
    ];
    for (const sub of [laptop, phone, stale]) expect((await register(user, sub)).status).toBe(201);
    push.answer(stale, 410);

    await notify({
      notificationId: `fan-${user.uid}`,
      userId: user.uid,
      type: 'eventJoined',
      title: 'New RSVP for Pickup Hoops',
      message: 'Sam joined Pickup Hoops.',
      link: '/evt/abc',
    });

    await expect.poll(() => push.to(laptop).length + push.to(phone).length, { timeout: 15_000 }).toBe(2);
    const [got] = push.to(laptop);
    expect(got!.payload).toEqual({ title: 'New RSVP for Pickup Hoops', body: 'Sam joined Pickup Hoops.', url: '/evt/abc', tag: `fan-${user.uid}` });
    expect(got!.headers['content-encoding']).toBe('aes128gcm');
    expect(got!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(Number(got!.headers.ttl)).toBe(86_400);

    const mail = await waitForMail(user.email, (m) => m.subject === 'New RSVP for Pickup Hoops');
    expect(mail.body.text).toContain('/evt/abc');
    expect(mail.body.text).toContain('/settings?tab=notification');
    await expect.poll(async () => (await registered(user)).length, { timeout: 10_000 }).toBe(2);
    expect((await notifications.listByUser(user.uid)).map((n) => n.title)).toEqual(['New RSVP for Pickup Hoops']);

    // The same notification again (a producer retry): nothing is sent twice.
    await notify({ notificationId: `fan-${user.uid}`, userId: user.uid, type: 'eventJoined', title: 'New RSVP for Pickup Hoops' });
    await settle();
    expect(push.to(laptop).length + push.to(phone).length).toBe(2);
    expect((await mailsTo(user.email)).length).toBe(1);
  });

  it('follows the per-type and per-topic settings, channel by channel', async () => {
    const user = await person('settings');
    const browser = push.subscribe(`settings-${user.uid}`);
    await register(user, browser);
    const saved = await api('PUT', `/api/users/${user.uid}/notification-settings`, {
      token: user.idToken,
      body: {
        notificationSettings: {
          news: { email: false, push: false },
          teamMessage: { email: true, push: true },
          teamDiscussion_quiet: { email: true, push: false },
        },
      },
    });
    expect(saved.status).toBe(200);

    await notify({ notificationId: `news-${user.uid}`, userId: user.uid, type: 'news', title: 'Rally news' });
    await notify({
      notificationId: `team-${user.uid}`,
      userId: user.uid,
      type: 'teamMessage',
      topicId: 'teamDiscussion_quiet',
      title: 'New message in Quiet FC',
    });
    await waitForMail(user.email, (m) => m.subject === 'New message in Quiet FC');
    await settle();
    // Both are stored; news went nowhere, the team message by e-mail only (its topic has push off).
    await expect.poll(async () => (await notifications.listByUser(user.uid)).length, { timeout: 10_000 }).toBe(2);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toEqual(['New message in Quiet FC']);
    expect(push.to(browser)).toEqual([]);
  });

  it('drops a notification from someone the recipient blocked, before anything is stored or sent', async () => {
    const [user, pest] = await Promise.all([person('blocker'), person('pest')]);
    const browser = push.subscribe(`blocker-${user.uid}`);
    await register(user, browser);
    expect((await api('POST', `/api/users/${user.uid}/blocks`, { token: user.idToken, body: { userIds: [pest.uid] } })).status).toBe(201);
    await notify({ notificationId: `pest-${user.uid}`, userId: user.uid, senderId: pest.uid, type: 'connections', title: 'Pest wants to connect' });
    await notify({ notificationId: `fine-${user.uid}`, userId: user.uid, type: 'connections', title: 'Someone else wants to connect' });
    await waitForMail(user.email, (m) => m.subject === 'Someone else wants to connect');
    await settle();
    expect((await notifications.listByUser(user.uid)).map((n) => n.title)).toEqual(['Someone else wants to connect']);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toEqual(['Someone else wants to connect']);
    expect(push.to(browser).map((p) => p.payload.title)).toEqual(['Someone else wants to connect']);
  });

  it('never connects to an endpoint outside the push services at send time, and unregisters it', async () => {
    const user = await person('pushsend');
    const sub = push.subscribe(`send-${user.uid}`);
    // Stored before the rule (or behind the API's back): the same fake service, by another name.
    const endpoint = sub.endpoint.replace('127.0.0.1', 'localhost');
    await pushRegistrations.put({ userId: user.uid, registrationId: 'legacy', endpoint, auth: sub.keys.auth, p256dh: sub.keys.p256dh, refreshedAt: new Date().toISOString() });
    await notify({ notificationId: `ssrf-${user.uid}`, userId: user.uid, type: 'eventJoined', title: 'Sent nowhere' });
    await waitForMail(user.email, (m) => m.subject === 'Sent nowhere');
    await expect.poll(async () => (await registered(user)).length, { timeout: 10_000 }).toBe(0);
    expect(push.to(sub)).toEqual([]);
  });
});

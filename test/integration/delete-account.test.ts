import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { settingsApiMessages } from '@shared/constants/messages';
import { availability } from '../../lambdas/data/availability';
import { blocks } from '../../lambdas/data/blocks';
import { connections } from '../../lambdas/data/connections';
import { conversationBlocks } from '../../lambdas/data/conversation-blocks';
import { familyConnections } from '../../lambdas/data/family-connections';
import { memberships } from '../../lambdas/data/memberships';
import { notifications } from '../../lambdas/data/notifications';
import { pushRegistrations } from '../../lambdas/data/push-registrations';
import { teams } from '../../lambdas/data/teams';
import { users } from '../../lambdas/data/users';
import { emptyWeek } from '@shared/schemas/availability';
import { createEvent, eventBody, person as eventPerson } from '../fixtures/events';
import { api, newUser, signIn } from '../fixtures/local';

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

import { describe, expect, it } from 'vitest';
import { messages, settingsApiMessages, settingsMessages } from '@shared/constants/messages';
import { isBlockedBy } from '../../lambdas/domain/privacy/blocking';
import type { ProfileDto } from '@shared/schemas/user';
import { api, newUser } from '../fixtures/local';

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

const block = (by: User, userIds: string[], uid = by.uid) => api('POST', `/api/users/${uid}/blocks`, { token: by.idToken, body: { userIds } });
const unblock = (by: User, blocked: User, uid = by.uid) => api('DELETE', `/api/users/${uid}/blocks/${blocked.uid}`, { token: by.idToken });
const me = async (user: User) => (await api('GET', '/api/me', { token: user.idToken })).json as unknown as ProfileDto;

describe('blocking users', () => {
  it('blocks by id and shows the list on the profile by display name, never with the blocked person’s e-mail', async () => {
    const owner = await person('owner');
    const a = await person('alpha');
    const b = await person('bravo');
    const res = await block(owner, [a.uid, b.uid]);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: true, publicUpcomingGames: true });
    expect(res.json.blocklist).toEqual(
      expect.arrayContaining([
        { userId: a.uid, email: '', displayName: 'alpha' },
        { userId: b.uid, email: '', displayName: 'bravo' },
      ]),
    );
    expect((await me(owner)).privacySettings).toMatchObject({ blocklist: expect.arrayContaining([{ userId: a.uid, email: '', displayName: 'alpha' }]) });
    for (const body of [res.json, await me(owner)]) {
      expect(JSON.stringify(body)).not.toContain(a.email);
      expect(JSON.stringify(body)).not.toContain(b.email);
    }
    expect(await isBlockedBy(owner.uid, a.uid)).toBe(true);
    expect(await isBlockedBy(a.uid, owner.uid)).toBe(false);
  });

  it("answers 409 'User is already blocked.' when every chosen person already is, and adds the rest otherwise", async () => {
    const owner = await person('owner');
    const a = await person('alpha');
    const b = await person('bravo');
    await block(owner, [a.uid]);
    const again = await block(owner, [a.uid]);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(settingsMessages.userAlreadyBlocked);
    const mixed = await block(owner, [a.uid, b.uid]);
    expect(mixed.status).toBe(201);
    expect((mixed.json.blocklist as unknown[]).length).toBe(2);
  });

  it('refuses to block oneself (400) or an unknown id (404)', async () => {
    const owner = await person('owner');
    const self = await block(owner, [owner.uid]);
    expect(self.status).toBe(400);
    expect(self.json.message).toBe(settingsApiMessages.cannotBlockSelf);
    const unknown = await block(owner, ['no-such-user']);
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(messages.userNotFound);
  });

  it('unblocks, and the person can be blocked again', async () => {
    const owner = await person('owner');
    const a = await person('alpha');
    await block(owner, [a.uid]);
    const res = await unblock(owner, a);
    expect(res.status).toBe(200);
    expect(res.json.blocklist).toEqual([]);
    expect(await isBlockedBy(owner.uid, a.uid)).toBe(false);
    expect((await block(owner, [a.uid])).status).toBe(201);
  });

  it('keeps every one of four blocks made at the same moment', async () => {
    const owner = await person('owner');
    const others = await Promise.all(['p1', 'p2', 'p3', 'p4'].map((p) => person(p)));
    const results = await Promise.all(others.map((o) => block(owner, [o.uid])));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const list = (await me(owner)).privacySettings!.blocklist;
    expect(list.map((e) => e.userId).sort()).toEqual(others.map((o) => o.uid).sort());
  });

  it("answers 403 for someone else's block list", async () => {
    const owner = await person('owner');
    const intruder = await person('intruder');
    const victim = await person('victim');
    expect((await block(intruder, [victim.uid], owner.uid)).status).toBe(403);
    await block(owner, [victim.uid]);
    expect((await unblock(intruder, victim, owner.uid)).status).toBe(403);
    expect(await isBlockedBy(owner.uid, victim.uid)).toBe(true);
  });
});

describe('blocking is enforced on the server', () => {
  it('a blocked person cannot send the blocker a family request (403); after unblocking they can', async () => {
    const blocker = await person('blocker');
    const pest = await person('pest');
    await block(blocker, [pest.uid]);
    const body = { isGthUser: true, relation: 'sibling', userId: blocker.uid };
    const refused = await api('POST', `/api/users/${pest.uid}/family`, { token: pest.idToken, body });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(settingsApiMessages.blockedByUser);
    expect((await api('GET', `/api/users/${blocker.uid}/family`, { token: blocker.idToken })).json.items).toEqual([]);
    // The blocker is not held back by their own block list.
    await unblock(blocker, pest);
    expect((await api('POST', `/api/users/${pest.uid}/family`, { token: pest.idToken, body })).status).toBe(201);
  });
});

describe('blocked conversations', () => {
  it('blocks and unblocks a conversation for the caller and lists it', async () => {
    const user = await person('talker');
    const friend = await person('listener');
    const opened = await api('POST', '/api/conversations/direct', { token: user.idToken, body: { userId: friend.uid } });
    expect(opened.status).toBe(201);
    const conversationId = opened.json.id as string;
    const res = await api('PATCH', `/api/conversations/${conversationId}`, { token: user.idToken, body: { userId: user.uid, blocked: true } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ conversationId, userId: user.uid, blocked: true });
    const list = await api('GET', `/api/users/${user.uid}/blocked-conversations`, { token: user.idToken });
    expect(list.json.items).toEqual([{ conversationId, otherUserId: friend.uid, otherDisplayName: 'listener', blockedAt: expect.any(String) }]);
    await api('PATCH', `/api/conversations/${conversationId}`, { token: user.idToken, body: { userId: user.uid, blocked: false } });
    expect((await api('GET', `/api/users/${user.uid}/blocked-conversations`, { token: user.idToken })).json.items).toEqual([]);
    // A conversation the caller is not in cannot be blocked: it answers as one that does not exist.
    const made = await api('PATCH', '/api/conversations/conv-1', { token: user.idToken, body: { userId: user.uid, blocked: true } });
    expect(made.status).toBe(404);
    expect(made.json.message).toBe('Conversation not found');
  });

  it('refuses an update naming another user (403) and another user’s list (403)', async () => {
    const user = await person('talker');
    const other = await person('other');
    const res = await api('PATCH', '/api/conversations/conv-2', { token: user.idToken, body: { userId: other.uid, blocked: true } });
    expect(res.status).toBe(403);
    expect((await api('GET', `/api/users/${other.uid}/blocked-conversations`, { token: user.idToken })).status).toBe(403);
  });
});

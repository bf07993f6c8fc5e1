import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { connections } from '../../lambdas/data/connections';
import { memberships } from '../../lambdas/data/memberships';
import { teams } from '../../lambdas/data/teams';
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

const me = async (user: User) => (await api('GET', '/api/me', { token: user.idToken })).json as unknown as ProfileDto;
const put = (user: User, what: string, body: unknown, uid = user.uid) => api('PUT', `/api/users/${uid}/${what}`, { token: user.idToken, body });

const toggles = { messagesFromAnyone: false, publicBadges: true, publicOnlineStatus: false, publicUpcomingGames: true };

async function newTeam(name: string, kind: 'team' | 'community' = 'team') {
  const teamId = `team-${randomUUID().slice(0, 8)}`;
  await teams.put({ teamId, name, kind, gameType: 'Tennis', creatorId: 'someone', lat: 39.74, lng: -104.99 });
  return teamId;
}

describe('alternate e-mails', () => {
  it('saves them trimmed and shows them on the profile after a reload', async () => {
    const user = await person('alt');
    const res = await put(user, 'alternate-emails', { alternateEmails: [' work@example.com ', 'home@example.com'] });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ alternateEmails: ['work@example.com', 'home@example.com'] });
    expect((await me(user)).alternateEmails).toEqual(['work@example.com', 'home@example.com']);
  });

  it("refuses the account e-mail and duplicates with 'This email is already added', naming the entry", async () => {
    const user = await person('alt');
    const res = await put(user, 'alternate-emails', { alternateEmails: ['x@example.com', user.email.toUpperCase(), 'X@example.com'] });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([
      { path: 'alternateEmails.1', message: messages.emailAlreadyAdded },
      { path: 'alternateEmails.2', message: messages.emailAlreadyAdded },
    ]);
    expect((await me(user)).alternateEmails).toEqual([]);
  });

  it("refuses an invalid address with 'Please enter a valid email address'", async () => {
    const user = await person('alt');
    const res = await put(user, 'alternate-emails', { alternateEmails: ['nope'] });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([{ path: 'alternateEmails.0', message: messages.invalidEmail }]);
  });
});

describe('privacy, notification settings and interests', () => {
  it('saves the privacy toggles and keeps the block list', async () => {
    const user = await person('private');
    const other = await person('other');
    await api('POST', `/api/users/${user.uid}/blocks`, { token: user.idToken, body: { userIds: [other.uid] } });
    const res = await put(user, 'privacy', toggles);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...toggles, publicGamesAttended: true, blocklist: [{ userId: other.uid, email: '', displayName: 'other' }] });
    expect((await me(user)).privacySettings).toEqual(res.json);
  });

  it('saves per-type and per-community notification settings', async () => {
    const user = await person('notify');
    const notificationSettings = { eventJoined: { email: false, push: true }, teamDiscussion_t1: { email: true, push: false } };
    const res = await put(user, 'notification-settings', { notificationSettings });
    expect(res.json).toEqual({ notificationSettings });
    expect((await me(user)).notificationSettings).toEqual(notificationSettings);
  });

  it('rejects a notification setting key with characters no key has', async () => {
    const user = await person('notify');
    const res = await put(user, 'notification-settings', { notificationSettings: { 'bad key!': { email: true, push: true } } });
    expect(res.status).toBe(400);
  });

  it('saves sport toggles and refuses a sport twice', async () => {
    const user = await person('sporty');
    const sportAvailability = [
      { sport: 'Tennis', toggle: true },
      { sport: 'Pickleball', toggle: false },
    ];
    expect((await put(user, 'sport-availability', { sportAvailability })).json).toEqual({ sportAvailability });
    expect((await me(user)).sportAvailability).toEqual(sportAvailability);
    const twice = await put(user, 'sport-availability', { sportAvailability: [...sportAvailability, { sport: 'Tennis', toggle: false }] });
    expect(twice.status).toBe(400);
  });

  it('starts with empty settings: no alternate e-mails, default notification settings, no interests', async () => {
    const user = await person('fresh');
    expect(await me(user)).toMatchObject({ alternateEmails: [], notificationSettings: {}, sportAvailability: [] });
  });

  it('answers 404 before the profile exists (settings belong to a profile)', async () => {
    const user = await newUser('no-profile');
    expect((await put(user, 'privacy', toggles)).status).toBe(404);
    expect((await me(user)).hasAdditionalInfo).toBe(false);
  });

  it.each([
    ['privacy', toggles],
    ['notification-settings', { notificationSettings: {} }],
    ['alternate-emails', { alternateEmails: [] }],
    ['sport-availability', { sportAvailability: [] }],
  ])("answers 403 for someone else's %s", async (what, body) => {
    const owner = await person('owner');
    const intruder = await person('intruder');
    const before = await me(owner);
    const res = await put(intruder, what, body, owner.uid);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Forbidden');
    expect(await me(owner)).toEqual(before);
  });

  it('concurrent saves of different settings never lose a field', async () => {
    const user = await person('busy');
    const others = await Promise.all([person('b1'), person('b2')]);
    for (let round = 0; round < 3; round++) {
      const notificationSettings = { news: { email: round % 2 === 0, push: true } };
      const alternateEmails = [`round${round}@example.com`];
      const sportAvailability = [{ sport: 'Tennis', toggle: round % 2 === 1 }];
      const privacy = { ...toggles, publicBadges: round % 2 === 0 };
      const results = await Promise.all([
        put(user, 'privacy', privacy),
        put(user, 'notification-settings', { notificationSettings }),
        put(user, 'alternate-emails', { alternateEmails }),
        put(user, 'sport-availability', { sportAvailability }),
        api('PUT', `/api/users/${user.uid}`, {
          token: user.idToken,
          body: { displayName: `busy${round}`, fullName: 'Busy Tester', defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 } },
        }),
        round === 0 ? api('POST', `/api/users/${user.uid}/blocks`, { token: user.idToken, body: { userIds: [others[0]!.uid] } }) : null,
        round === 0 ? api('POST', `/api/users/${user.uid}/blocks`, { token: user.idToken, body: { userIds: [others[1]!.uid] } }) : null,
      ]);
      expect(results.filter(Boolean).map((r) => r!.status)).toEqual(round === 0 ? [200, 200, 200, 200, 200, 201, 201] : [200, 200, 200, 200, 200]);
      const profile = await me(user);
      expect(profile).toMatchObject({ displayName: `busy${round}`, notificationSettings, alternateEmails, sportAvailability });
      expect(profile.privacySettings).toMatchObject(privacy);
      expect(profile.privacySettings!.blocklist.length).toBe(2);
    }
  });
});

describe('teams and user lists', () => {
  it('lists the teams and communities the user belongs to with their role; owner only', async () => {
    const user = await person('member');
    const intruder = await newUser('intruder');
    const rackets = await newTeam('Racket Club');
    const hikers = await newTeam('Alpine Hikers', 'community');
    await memberships.add(rackets, user.uid, 'admin');
    await memberships.add(hikers, user.uid, 'member');
    const res = await api('GET', `/api/users/${user.uid}/teams`, { token: user.idToken });
    expect(res.json.items).toEqual([
      { teamId: hikers, name: 'Alpine Hikers', kind: 'community', role: 'member', photoURL: null },
      { teamId: rackets, name: 'Racket Club', kind: 'team', role: 'admin', photoURL: null },
    ]);
    expect((await api('GET', `/api/users/${user.uid}/teams`, { token: intruder.idToken })).status).toBe(403);
  });

  it('offers connections, family and each team’s members to block from, never the caller', async () => {
    const user = await person('lister');
    const friend = await person('friend');
    const cousin = await person('cousin');
    const teammate = await person('teammate');
    await connections.save(user.uid, friend.uid, 'accepted');
    await api('POST', `/api/users/${user.uid}/family`, { token: user.idToken, body: { isGthUser: true, relation: 'other', userId: cousin.uid } });
    const teamId = await newTeam('Tuesday Tennis');
    await memberships.add(teamId, user.uid, 'member');
    await memberships.add(teamId, teammate.uid, 'member');

    const res = await api('GET', `/api/users/${user.uid}/user-lists`, { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.json.items).toEqual([
      { id: 'connections', name: 'Connections', users: [{ uid: friend.uid, displayName: 'friend' }] },
      { id: 'family', name: 'Family', users: [{ uid: cousin.uid, displayName: 'cousin' }] },
      { id: `team-${teamId}`, name: 'Tuesday Tennis members', users: [{ uid: teammate.uid, displayName: 'teammate' }] },
    ]);
    expect((await api('GET', `/api/users/${user.uid}/user-lists`, { token: friend.idToken })).status).toBe(403);
  });
});

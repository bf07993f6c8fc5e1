import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { followMessages } from '@shared/constants/follow-messages';
import { messages } from '@shared/constants/messages';
import type { FollowsDto } from '@shared/schemas/follow';
import { events } from '../../lambdas/data/events';
import { follows } from '../../lambdas/data/follows';
import { notifications } from '../../lambdas/data/notifications';
import { FOLLOWED_EVENT_TYPE, notifyFollowersOfEvent } from '../../lambdas/domain/follows/fan-out';
import { createEvent, eventBody, inHours, person, type User } from '../fixtures/events';
import { api } from '../fixtures/local';
import { as, createTeam } from '../fixtures/teams';

const follow = (user: User | undefined, kind: string, targetId: string) => api('PUT', `/api/follows/${kind}/${targetId}`, as(user));
const unfollow = (user: User, kind: string, targetId: string) => api('DELETE', `/api/follows/${kind}/${targetId}`, as(user));
const statusOf = (user: User, kind: string, targetId: string) => api('GET', `/api/follows/${kind}/${targetId}`, as(user));
const listOf = async (user: User) => {
  const res = await api('GET', '/api/follows', as(user));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as unknown as FollowsDto;
};
const block = (by: User, other: User) => api('POST', `/api/users/${by.uid}/blocks`, { token: by.idToken, body: { userIds: [other.uid] } });

async function newPlace(owner: User, name = `Follow Courts ${randomUUID().slice(0, 6)}`) {
  const res = await api('POST', '/api/places', {
    ...as(owner),
    body: { name, address: '1 Main St, Denver, CO', lat: 39.7 + Math.random() / 10, lng: -104.95 - Math.random() / 10, gameTypes: ['Basketball'], description: 'Courts.' },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; name: string; lat: number; lng: number; address: string };
}

const followedNotes = async (uid: string) => (await notifications.listByUser(uid)).filter((n) => n.type === FOLLOWED_EVENT_TYPE);
const settle = () => new Promise((r) => setTimeout(r, 2500));

describe('PUT/DELETE/GET /api/follows/{kind}/{targetId}', () => {
  it('follows a host once however often it is asked, and unfollows idempotently', async () => {
    const [fan, host] = await Promise.all([person('fan'), person('host')]);
    for (let i = 0; i < 2; i++) {
      const res = await follow(fan, 'host', host.uid);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json).toEqual({ kind: 'host', targetId: host.uid, following: true });
    }
    expect((await follows.ofFollower(fan.uid)).filter((f) => f.targetId === host.uid)).toHaveLength(1);
    expect((await statusOf(fan, 'host', host.uid)).json).toMatchObject({ following: true });
    expect((await statusOf(host, 'host', fan.uid)).json).toMatchObject({ following: false });
    for (let i = 0; i < 2; i++) {
      const res = await unfollow(fan, 'host', host.uid);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ following: false });
    }
    expect((await listOf(fan)).hosts).toEqual([]);
  });

  it('answers 401 signed out, 400 naming the field for a bad kind or oneself, 404 for an unknown host, team or place', async () => {
    const fan = await person('fan');
    expect((await follow(undefined, 'host', fan.uid)).status).toBe(401);
    const bad = await follow(fan, 'planet', fan.uid);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json.issues)).toContain('kind');
    const self = await follow(fan, 'host', fan.uid);
    expect(self.status).toBe(400);
    expect(self.json.message).toBe(followMessages.cannotFollowSelf);
    expect(JSON.stringify(self.json.issues)).toContain('targetId');
    expect((await follow(fan, 'host', 'nobody-at-all')).json.message).toBe(messages.userNotFound);
    expect((await follow(fan, 'team', 'no-such-team')).status).toBe(404);
    const place = await follow(fan, 'place', 'no-such-place');
    expect(place.status).toBe(404);
    expect(place.json.message).toBe(messages.placeNotFound);
  });

  it('refuses (403) to follow a person one blocked or who blocked one', async () => {
    const [a, b, c] = await Promise.all([person('blocker'), person('blocked'), person('third')]);
    expect((await block(a, b)).status).toBe(201);
    for (const [who, whom] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await follow(who, 'host', whom.uid);
      expect(res.status).toBe(403);
      expect(res.json.message).toBe(followMessages.cannotFollowBlocked);
    }
    expect((await follow(c, 'host', a.uid)).status).toBe(200);
  });
});

describe('GET /api/follows', () => {
  it('lists hosts, teams and places followed, each with its next public events', async () => {
    const [fan, host] = await Promise.all([person('fan'), person('host')]);
    const team = await createTeam(host, { name: `Follow Team ${randomUUID().slice(0, 6)}` });
    const place = await newPlace(host);
    const soon = await createEvent(host, eventBody({ title: 'Soon game', dateStart: inHours(30) }));
    const later = await createEvent(host, eventBody({ title: 'Later game', dateStart: inHours(60), hostingTeam: team.id }));
    const there = await createEvent(host, eventBody({ title: 'Place game', location: { placeId: place.id, name: place.name, lat: place.lat, lng: place.lng } }));
    const hidden = await createEvent(host, eventBody({ title: 'Private game', isPrivate: true }));
    for (const res of [soon, later, there, hidden]) expect(res.status, JSON.stringify(res.json)).toBe(201);
    for (const [kind, id] of [
      ['host', host.uid],
      ['team', team.id],
      ['place', place.id],
    ] as const)
      expect((await follow(fan, kind, id)).status).toBe(200);

    const list = await listOf(fan);
    expect(list.hosts).toHaveLength(1);
    expect(list.hosts[0]).toMatchObject({ kind: 'host', targetId: host.uid, name: 'host', link: `/profile/${host.uid}` });
    expect(list.hosts[0]!.nextEvents.map((e) => e.title)).toEqual(['Soon game', 'Place game', 'Later game']);
    expect(list.teams[0]).toMatchObject({ kind: 'team', targetId: team.id, name: team.name, link: `/team/${team.id}` });
    expect(list.teams[0]!.nextEvents.map((e) => e.title)).toEqual(['Later game']);
    expect(list.places[0]).toMatchObject({ kind: 'place', targetId: place.id, name: place.name });
    expect(list.places[0]!.nextEvents.map((e) => e.title)).toEqual(['Place game']);
  });
});

describe('a new event tells the followers', () => {
  it('reads a target’s followers a page at a time', async () => {
    const host = `host-${randomUUID()}`;
    const fans = ['fan-a', 'fan-b', 'fan-c'].map((f) => `${f}-${randomUUID()}`);
    for (const fan of fans) await follows.add(fan, { targetKind: 'host', targetId: host });
    const pages: string[][] = [];
    for await (const page of follows.followerPages({ targetKind: 'host', targetId: host }, 2)) pages.push(page);
    expect(pages.map((p) => p.length)).toEqual([2, 1]);
    expect(pages.flat().sort()).toEqual([...fans].sort());
    await follows.removeAllOf(host);
  });

  it('notifies each follower exactly once, never the creator, a blocked follower, or for a private event', async () => {
    const [host, hostFan, doubleFan, teamFan, blockedFan] = await Promise.all([
      person('host'),
      person('hostfan'),
      person('doublefan'),
      person('teamfan'),
      person('blockedfan'),
    ]);
    const team = await createTeam(host, { name: `Fan Team ${randomUUID().slice(0, 6)}` });
    const place = await newPlace(host);
    await Promise.all([
      follow(hostFan, 'host', host.uid),
      follow(doubleFan, 'host', host.uid),
      follow(doubleFan, 'place', place.id),
      follow(teamFan, 'team', team.id),
      follow(blockedFan, 'place', place.id),
      follow(host, 'place', place.id),
    ]);
    expect((await block(host, blockedFan)).status).toBe(201);

    const title = `Followed game ${randomUUID().slice(0, 6)}`;
    const made = await createEvent(
      host,
      eventBody({ title, hostingTeam: team.id, location: { placeId: place.id, name: place.name, lat: place.lat, lng: place.lng } }),
    );
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const secret = await createEvent(host, eventBody({ title: `${title} private`, isPrivate: true, location: { placeId: place.id, name: place.name, lat: place.lat, lng: place.lng } }));
    expect(secret.status).toBe(201);

    for (const fan of [hostFan, doubleFan, teamFan]) {
      await expect.poll(async () => (await followedNotes(fan.uid)).length, { timeout: 15_000 }).toBe(1);
    }
    // A retried fan-out (the same announcement delivered again) sends nothing twice.
    const event = await events.get(made.json.id as string);
    await notifyFollowersOfEvent(event!);
    await settle();
    for (const fan of [hostFan, doubleFan, teamFan]) {
      const notes = await followedNotes(fan.uid);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.data).toMatchObject({ eventId: made.json.id });
      expect(notes[0]!.title).toContain(title);
    }
    expect((await followedNotes(hostFan.uid))[0]!.title).toBe(`host posted a new game: ${title}`);
    expect((await followedNotes(teamFan.uid))[0]!.title).toBe(`${team.name} has a new game: ${title}`);
    expect(await followedNotes(blockedFan.uid)).toEqual([]);
    expect(await followedNotes(host.uid)).toEqual([]);
  });
});

describe('follows end with a block and with the account', () => {
  it('removes the follows both ways when either blocks the other', async () => {
    const [a, b] = await Promise.all([person('alpha'), person('bravo')]);
    expect((await follow(a, 'host', b.uid)).status).toBe(200);
    expect((await follow(b, 'host', a.uid)).status).toBe(200);
    expect((await block(a, b)).status).toBe(201);
    expect(await follows.ofFollower(a.uid)).toEqual([]);
    expect(await follows.ofFollower(b.uid)).toEqual([]);
  });

  it('removes the follows of a team when the team is deleted', async () => {
    const [owner, fan] = await Promise.all([person('owner'), person('fan')]);
    const team = await createTeam(owner, { name: `Gone Team ${randomUUID().slice(0, 6)}` });
    expect((await follow(fan, 'team', team.id)).status).toBe(200);
    expect((await api('DELETE', `/api/teams/${team.id}`, as(owner))).status).toBe(200);
    expect(await follows.ofFollower(fan.uid)).toEqual([]);
  });

  it('removes the follows a person made and the follows of them when they delete their account', async () => {
    const [leaver, fan, host] = await Promise.all([person('leaver'), person('fan'), person('host')]);
    const place = await newPlace(host);
    expect((await follow(leaver, 'host', host.uid)).status).toBe(200);
    expect((await follow(leaver, 'place', place.id)).status).toBe(200);
    expect((await follow(fan, 'host', leaver.uid)).status).toBe(200);
    const removed = await api('DELETE', `/api/users/${leaver.uid}`, { token: leaver.idToken, body: { confirm: 'DELETE' } });
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect(await follows.ofFollower(leaver.uid)).toEqual([]);
    expect(await follows.ofFollower(fan.uid)).toEqual([]);
  });
});

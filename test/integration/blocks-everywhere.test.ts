import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { deliverNotification } from '../../lambdas/domain/notifications/deliver';
import { messages, settingsApiMessages } from '@shared/constants/messages';
import { emptyWeek } from '@shared/schemas/availability';
import type { RealtimeEvent } from '@shared/schemas/message';
import { notifyMessage } from '@shared/schemas/notify';
import { eventBody, inHours, type User } from '../fixtures/events';
import { api, newUser, stack } from '../fixtures/local';
import { as, createTeam, type Team } from '../fixtures/teams';

/**
 * One block, every path where two people meet: after one of A and B blocks the other, neither sees
 * nor reaches the other (profiles, events, RSVP lists, discover, search, home, posts, teams, rosters,
 * team chat, forms, family requests, the WebSocket), and C, who blocked nobody, still does.
 * Everyone lives at a point of their own, so other tests' people and events never crowd the lists.
 */
const tag = `Zq${randomUUID().replace(/[^a-f]/g, '').slice(0, 6)}`;
const here = { lat: 44.2 + Math.random() * 0.3, lng: -107.5 + Math.random() * 0.3 };
const near = `lat=${here.lat}&lng=${here.lng}&radius=5`;
const cannotContact = settingsApiMessages.blockedByUser;

async function resident(name: string): Promise<User> {
  const user = await newUser(name.toLowerCase());
  const profile = {
    displayName: `${name} ${tag}`,
    fullName: `${name} Tester`,
    bio: `${name} plays every evening`,
    defaultCity: { name: 'Worland, WY', ...here },
    additionalInfo: { sports: [`Sport of ${user.uid}`] },
  };
  const res = await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body: profile });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return user;
}

const get = (user: User | undefined, path: string) => api('GET', path, as(user));
const post = (user: User, path: string, body: unknown = {}) => api('POST', path, { ...as(user), body });
const ids = (items: unknown) => (items as Array<{ id?: string; userId?: string; uid?: string }>).map((i) => i.id ?? i.userId ?? i.uid);

async function newEvent(host: User, patch: Record<string, unknown> = {}) {
  const res = await post(host, '/api/events', eventBody({ title: `Pickup ${tag}`, location: { name: 'Field', address: '1 Main St', ...here }, ...patch }));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string };
}

async function newForm(owner: User) {
  const created = (await post(owner, '/api/forms')).json as { id: string; version: number };
  const content = { title: 'Spring signup', description: 'Sign up.', fields: [{ type: 'shortText', id: 'phone', label: 'Phone', required: true }] };
  const saved = await api('PUT', `/api/forms/${created.id}/builder`, { ...as(owner), body: { content, version: created.version } });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const published = await post(owner, `/api/forms/${created.id}/publish`, { version: (saved.json as { version: number }).version });
  expect(published.status, JSON.stringify(published.json)).toBe(201);
  return created.id;
}

/** A live WebSocket collecting what the server pushes. */
async function live(user: User) {
  const socket = new WebSocket(`${stack().appUrl.replace('http', 'ws').replace('localhost', '127.0.0.1')}/ws?token=${encodeURIComponent(user.idToken)}`);
  const events: RealtimeEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(data.toString()) as RealtimeEvent));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waitFor = async (match: (e: RealtimeEvent) => boolean) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching event; got ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const close = () =>
    new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.close();
    });
  return { socket, events, waitFor, close };
}

/** Pushes go out in one call to everyone: once C has one, anything for the others has been sent too. */
const settle = () => new Promise((r) => setTimeout(r, 300));

interface World {
  a: User;
  b: User;
  c: User;
  aEvent: string;
  aFullEvent: string;
  cEvent: string;
  aPost: string;
  aTeam: Team;
  aApprovalTeam: Team;
  cTeam: Team;
  aForm: string;
}

/** Everything A, B and C share before the block: C's event and team have both A and B in them. */
async function setUp(): Promise<World> {
  const [a, b, c] = [await resident('Ana'), await resident('Ben'), await resident('Cy')];
  const availability = { weekly: { ...emptyWeek(), tuesday: { isAvailable: true, timeRanges: [{ startTime: '18:00', endTime: '21:00' }] } }, dateSpecific: [], privacy: {} };
  expect((await api('PUT', `/api/users/${a.uid}/availability`, { ...as(a), body: availability })).status).toBe(200);
  const aEvent = (await newEvent(a, { dateStart: inHours(3) })).id;
  const aFullEvent = (await newEvent(a, { capacity: 1, allowWaitlist: true, title: `Full ${tag}` })).id;
  expect((await post(c, `/api/events/${aFullEvent}/rsvps`, { series: false, guests: 0 })).status).toBe(201);
  const cEvent = (await newEvent(c, { title: `Cy run ${tag}` })).id;
  for (const u of [a, b]) expect((await post(u, `/api/events/${cEvent}/rsvps`, { series: false, guests: 0 })).status).toBe(201);
  const aPost = await post(a, '/api/posts', { title: `Looking for players ${tag}`, text: 'Friday pickup', category: 'test', subCategory: 'test-posts' });
  expect(aPost.status).toBe(201);
  const aTeam = await createTeam(a, { name: `Ana open ${tag}`, ...here });
  const aApprovalTeam = await createTeam(a, { name: `Ana approval ${tag}`, joinPolicy: 'approval', ...here });
  const cTeam = await createTeam(c, { name: `Cy team ${tag}`, ...here });
  for (const u of [a, b]) expect((await post(u, `/api/teams/${cTeam.id}/members`)).status).toBe(201);
  // Direct conversations opened before the block: A's presence would reach B through theirs.
  for (const [from, to] of [[a, b], [a, c]] as const) expect((await post(from, '/api/conversations/direct', { userId: to.uid })).status).toBe(201);
  // A and B are connected before the block.
  expect((await post(a, `/api/connections/${b.uid}`)).status).toBe(201);
  expect((await post(b, `/api/connections/${a.uid}/accept`)).status).toBeLessThan(300);
  const aForm = await newForm(a);
  return { a, b, c, aEvent, aFullEvent, cEvent, aPost: (aPost.json as { id: string }).id, aTeam, aApprovalTeam, cTeam, aForm };
}

describe.each([
  { who: 'A blocks B', blocker: 'a' as const },
  { who: 'B blocks A', blocker: 'b' as const },
])('after $who, neither sees nor reaches the other; C still does', ({ blocker }) => {
  it('holds on every read and write path', { timeout: 240_000 }, async () => {
    const w = await setUp();
    const { a, b, c } = w;
    const [by, blocked] = blocker === 'a' ? [a, b] : [b, a];
    // Notifications each caused the other (and A caused C) before the block.
    const before = new Map<string, string>();
    for (const [from, to] of [[a, b], [b, a], [a, c]] as const) {
      const id = `before-block-${randomUUID()}`;
      before.set(`${from.uid}>${to.uid}`, id);
      const note = notifyMessage.parse({ notificationId: id, userId: to.uid, senderId: from.uid, type: 'connections', title: 'Hello' });
      expect(await deliverNotification(note)).toMatchObject({ stored: true });
    }
    expect((await post(by, `/api/users/${by.uid}/blocks`, { userIds: [blocked.uid] })).status).toBe(201);
    const pair: Array<[User, User]> = [
      [b, a],
      [a, b],
    ];

    // 1-3. Profile reads: as if the person did not exist, nothing personal; C sees all of it.
    for (const [viewer, other] of pair) {
      for (const path of [`/api/users/${other.uid}`, `/api/users/${other.uid}/availability`, `/api/users/${other.uid}/events?role=created&pastFuture=future`]) {
        const res = await get(viewer, path);
        expect(res.status, path).toBe(404);
        expect(res.json).toEqual({ message: messages.userNotFound });
      }
    }
    const profile = await get(c, `/api/users/${a.uid}`);
    expect(profile.json).toMatchObject({ bio: 'Ana plays every evening', availability: { weekly: { tuesday: { isAvailable: true } } } });
    expect(ids((profile.json as { upcomingEvents: unknown[] }).upcomingEvents)).toContain(w.aEvent);
    expect((await get(c, `/api/users/${a.uid}/availability`)).json).toMatchObject({ visible: true });
    expect((await get(c, `/api/users/${a.uid}/events?role=created&pastFuture=future`)).status).toBe(200);

    // 4-5. RSVP to A's event, and its waitlist when full: refused; C joins.
    const rsvp = await post(b, `/api/events/${w.aEvent}/rsvps`, { series: false, guests: 0 });
    expect(rsvp.status).toBe(403);
    expect(rsvp.json.message).toBe(cannotContact);
    expect((await post(b, `/api/events/${w.aFullEvent}/rsvps`, { series: false, guests: 0 })).status).toBe(403);
    expect((await post(c, `/api/events/${w.aEvent}/rsvps`, { series: false, guests: 0 })).status).toBe(201);

    // 6. C's event's RSVP list: A and B are hidden from each other, C sees both.
    const rsvpsOf = async (viewer: User) => ((await get(viewer, `/api/events/${w.cEvent}/rsvps`)).json as { items: Array<{ userId: string }> }).items.map((r) => r.userId);
    expect(await rsvpsOf(b)).not.toContain(a.uid);
    expect(await rsvpsOf(a)).not.toContain(b.uid);
    expect(await rsvpsOf(c)).toEqual(expect.arrayContaining([a.uid, b.uid]));

    // 7. Discover (a public route, read signed in): no event hosted across the block.
    const discover = async (viewer?: User) => ids(((await get(viewer, `/api/events/nearby?${near}&q=${tag}`)).json as { items: unknown[] }).items);
    expect(await discover(b)).not.toContain(w.aEvent);
    expect(await discover(c)).toContain(w.aEvent);
    expect(await discover(undefined)).toContain(w.aEvent);

    // 8. Full search: neither A's events nor A as a player.
    const search = async (viewer: User) => {
      const res = (await get(viewer, `/api/search?${near}&q=${tag}`)).json as { events: unknown[]; players: unknown[] };
      return [...ids(res.events), ...ids(res.players)];
    };
    const bFinds = await search(b);
    expect(bFinds).not.toContain(w.aEvent);
    expect(bFinds).not.toContain(a.uid);
    expect(await search(a)).not.toContain(b.uid);
    expect(await search(c)).toEqual(expect.arrayContaining([w.aEvent, a.uid, b.uid]));

    // 9. Home dashboard: nearby events and players.
    const home = async (viewer: User) => {
      const res = (await get(viewer, '/api/home')).json as { nearbyEvents: unknown[]; nearbyPlayers: unknown[] };
      return { events: ids(res.nearbyEvents), players: ids(res.nearbyPlayers) };
    };
    const bHome = await home(b);
    expect(bHome.events).not.toContain(w.aEvent);
    expect(bHome.players).not.toContain(a.uid);
    expect((await home(a)).players).not.toContain(b.uid);
    expect((await home(c)).players).toEqual(expect.arrayContaining([a.uid, b.uid]));

    // 10. Find players.
    const players = async (viewer: User) => ids(((await get(viewer, `/api/players/nearby?${near}`)).json as { items: unknown[] }).items);
    expect(await players(b)).not.toContain(a.uid);
    expect(await players(a)).not.toContain(b.uid);
    expect(await players(c)).toEqual(expect.arrayContaining([a.uid, b.uid]));

    // 11-12. Posts: A's post is not found for B and not on B's board; C reads it.
    const aPost = await get(b, `/api/posts/${w.aPost}`);
    expect(aPost.status).toBe(404);
    expect(aPost.json.message).toBe('Post not found');
    expect((await get(c, `/api/posts/${w.aPost}`)).status).toBe(200);
    const board = async (viewer?: User) => ids(((await get(viewer, `/api/posts/test/test-posts?${near}&limit=50`)).json as { items: unknown[] }).items);
    expect(await board(b)).not.toContain(w.aPost);
    expect(await board(c)).toContain(w.aPost);
    expect(await board(undefined)).toContain(w.aPost);

    // 13-14. Joining A's open team or asking to join A's approval team: refused; C may.
    for (const team of [w.aTeam, w.aApprovalTeam]) {
      const join = await post(b, `/api/teams/${team.id}/members`);
      expect(join.status, team.name).toBe(403);
      expect(join.json.message).toBe(cannotContact);
      expect((await post(c, `/api/teams/${team.id}/members`)).status).toBe(201);
    }

    // 15. C's roster (members only): A and B are both members, each hidden from the other.
    const roster = async (viewer: User) => ((await get(viewer, `/api/teams/${w.cTeam.id}/members`)).json as { items: Array<{ userId: string }> }).items.map((m) => m.userId);
    expect(await roster(b)).not.toContain(a.uid);
    expect(await roster(a)).not.toContain(b.uid);
    expect(await roster(c)).toEqual(expect.arrayContaining([a.uid, b.uid]));
    // Signed out, a private roster is refused outright (the minors rule for rosters).
    expect((await get(undefined, `/api/teams/${w.cTeam.id}/roster`)).status).toBe(403);

    // 16-19. Team chat and the WebSocket: both still write; neither reads, hears typing from, nor
    // gets pushes or presence of the other.
    const [bLive, cLive] = [await live(b), await live(c)];
    const aLive = await live(a); // A comes online: C (a direct partner) hears it, B does not.
    await cLive.waitFor((e) => e.type === 'presence' && e.userId === a.uid);
    const chat = `team_${w.cTeam.id}`;
    const fromA = await post(a, `/api/conversations/${chat}/messages`, { text: `A says hi ${tag}` });
    expect(fromA.status).toBe(201);
    const fromB = await post(b, `/api/conversations/${chat}/messages`, { text: `B says hi ${tag}` });
    expect(fromB.status).toBe(201);
    await cLive.waitFor((e) => e.type === 'message' && e.message.senderId === b.uid);
    bLive.socket.send(JSON.stringify({ action: 'typing', conversationId: chat }));
    await cLive.waitFor((e) => e.type === 'typing' && e.userId === b.uid);
    aLive.socket.send(JSON.stringify({ action: 'typing', conversationId: chat }));
    await cLive.waitFor((e) => e.type === 'typing' && e.userId === a.uid);
    await settle();
    const crossed = (events: RealtimeEvent[], other: User) =>
      events.filter((e) => (e.type === 'message' && e.message.senderId === other.uid) || ('userId' in e && e.userId === other.uid));
    expect(crossed(bLive.events, a)).toEqual([]);
    expect(crossed(aLive.events, b)).toEqual([]);
    await Promise.all([aLive.close(), bLive.close(), cLive.close()]);

    const historyOf = async (viewer: User) =>
      ((await get(viewer, `/api/conversations/${chat}/messages`)).json as { items: Array<{ senderId: string }> }).items.map((m) => m.senderId);
    expect(await historyOf(b)).not.toContain(a.uid);
    expect(await historyOf(a)).not.toContain(b.uid);
    expect(await historyOf(c)).toEqual(expect.arrayContaining([a.uid, b.uid]));
    const lastIn = async (viewer: User) =>
      ((await get(viewer, '/api/conversations')).json as { items: Array<{ id: string; lastMessage: { senderId: string } | null }> }).items.find((i) => i.id === chat)?.lastMessage;
    expect(await lastIn(a)).toBeNull(); // B wrote last: A is not shown it
    expect(await lastIn(c)).toMatchObject({ senderId: b.uid });

    // 20-21. Forms: B can neither open nor submit A's form; C submits.
    expect((await get(b, `/api/forms/${w.aForm}`)).status).toBe(403);
    const submit = await post(b, `/api/forms/${w.aForm}/submissions`, { answers: { phone: '555-0100' } });
    expect(submit.status).toBe(403);
    expect(submit.json.message).toBe(cannotContact);
    expect((await post(c, `/api/forms/${w.aForm}/submissions`, { answers: { phone: '555-0100' } })).status).toBe(201);

    // 22-24. Direct reach, both ways: family requests, connection requests, direct messages.
    for (const [from, to] of pair) {
      const family = await post(from, `/api/users/${from.uid}/family`, { isGthUser: true, relation: 'sibling', userId: to.uid });
      expect(family.status, JSON.stringify(family.json)).toBe(403);
      expect(family.json.message).toBe(cannotContact);
      expect((await post(from, `/api/connections/${to.uid}`)).status).toBe(403);
      expect((await post(from, '/api/conversations/direct', { userId: to.uid })).status).toBe(403);
    }
    expect((await post(c, `/api/connections/${a.uid}`)).status).toBe(201);
    // The block ended their connection, and neither lists their direct conversation; C's stay.
    const connected = async (viewer: User) => ((await get(viewer, '/api/connections')).json as { items: Array<{ person: { uid: string } }> }).items.map((i) => i.person.uid);
    expect(await connected(a)).not.toContain(b.uid);
    expect(await connected(b)).not.toContain(a.uid);
    expect(await connected(a)).toContain(c.uid);
    const partners = async (viewer: User) =>
      ((await get(viewer, '/api/conversations')).json as { items: Array<{ kind: string; otherUserId: string | null }> }).items
        .filter((i) => i.kind === 'direct')
        .map((i) => i.otherUserId);
    expect(await partners(a)).not.toContain(b.uid);
    expect(await partners(b)).not.toContain(a.uid);
    expect(await partners(a)).toContain(c.uid);

    // 24. Notifications either caused the other before the block are gone from both lists, and
    // from the unread count; C keeps A's.
    const notificationIds = async (viewer: User) => {
      const list = (await get(viewer, '/api/notifications?limit=100')).json as { items: Array<{ id: string; read: boolean }>; unreadCount: number };
      // The badge counts what the list shows (each person here has far fewer than 100).
      expect(list.unreadCount).toBe(list.items.filter((n) => !n.read).length);
      return { ids: list.items.map((n) => n.id) };
    };
    const [ofA, ofB, ofC] = [await notificationIds(a), await notificationIds(b), await notificationIds(c)];
    expect(ofB.ids).not.toContain(before.get(`${a.uid}>${b.uid}`));
    expect(ofA.ids).not.toContain(before.get(`${b.uid}>${a.uid}`));
    expect(ofC.ids).toContain(before.get(`${a.uid}>${c.uid}`));

    // 25. Notifications one sends the other (RSVPs, joins, requests, announcements) are dropped
    // on delivery, whoever blocked.
    for (const [from, to] of pair) {
      const note = notifyMessage.parse({ notificationId: `blocks-${randomUUID()}`, userId: to.uid, senderId: from.uid, type: 'connections', title: 'Hello' });
      expect(await deliverNotification(note)).toMatchObject({ stored: false, skipped: 'blocked-sender' });
    }
  });
});

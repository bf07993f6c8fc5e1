import { beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../lambdas/data/blocks';
import { createEvent, eventBody, inHours, type User } from '../fixtures/events';
import { api, newUser } from '../fixtures/local';
import { as, createTeam } from '../fixtures/teams';

/** A town of our own, far from the seeded Denver data and other files' towns. */
const town = { name: 'Missoula, MT', lat: 46.8721 + Math.random() / 100, lng: -113.994 };
const near = (miles: number) => ({ ...town, lat: town.lat + miles / 69 });
/**
 * A tag for names in this file from letters no offensive word is made of: display names go through the profanity
 * check, and a random hex, digit or consonant tag spells a leetspeak word now and then (0.1% to 0.4% of draws).
 */
const tag = Array.from({ length: 6 }, () => 'qxzjkvwy'[Math.floor(Math.random() * 8)]).join('');

async function townsperson(prefix: string, sports: string[] = ['Pickleball'], city = town) {
  const user = await newUser(prefix);
  const body = { displayName: `${prefix} ${tag}`, fullName: `${prefix} Tester`, defaultCity: city, additionalInfo: { sports } };
  expect((await api('PUT', `/api/users/${user.uid}`, { ...as(user), body })).status).toBe(200);
  return user;
}

const privacy = (user: User, publicUpcomingGames: boolean) =>
  api('PUT', `/api/users/${user.uid}/privacy`, {
    ...as(user),
    body: { messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: true, publicUpcomingGames },
  });

const profile = async (viewer: User, uid: string) => {
  const res = await api('GET', `/api/users/${uid}`, as(viewer));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as { upcomingEvents?: Array<{ id: string }> | null; connection?: string };
};

describe('profiles honour publicUpcomingGames', () => {
  let owner: User;
  let viewer: User;
  let eventId: string;
  beforeAll(async () => {
    [owner, viewer] = await Promise.all([townsperson('Gail'), townsperson('Vic')]);
    const created = await createEvent(owner, eventBody({ title: 'Gail hosts', dateStart: inHours(30) }));
    eventId = created.json.id as string;
  });

  it('shows upcoming games to others only while the flag is on; the owner always sees them', async () => {
    expect((await privacy(owner, true)).status).toBe(200);
    expect((await profile(viewer, owner.uid)).upcomingEvents?.map((e) => e.id)).toContain(eventId);
    expect((await api('GET', `/api/users/${owner.uid}/events?role=created`, as(viewer))).status).toBe(200);

    expect((await privacy(owner, false)).status).toBe(200);
    const hidden = await profile(viewer, owner.uid);
    expect(hidden.upcomingEvents).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain(eventId);
    // The profile table route refuses future games too; past ones stay visible.
    const future = await api('GET', `/api/users/${owner.uid}/events?role=created`, as(viewer));
    expect(future.status).toBe(403);
    expect(future.json.message).toBe('This player keeps their upcoming games private.');
    expect((await api('GET', `/api/users/${owner.uid}/events?role=created&pastFuture=past`, as(viewer))).status).toBe(200);
    expect((await profile(owner, owner.uid)).upcomingEvents?.map((e) => e.id)).toContain(eventId);
  });
});

describe('connections', () => {
  let a: User;
  let b: User;
  beforeAll(async () => {
    [a, b] = await Promise.all([townsperson('Ann'), townsperson('Ben')]);
  });

  it('asks, is asked, accepts, lists and removes', async () => {
    const asked = await api('POST', `/api/connections/${b.uid}`, as(a));
    expect(asked.status, JSON.stringify(asked.json)).toBe(201);
    expect(asked.json).toEqual({ uid: b.uid, status: 'requested' });
    expect((await api('POST', `/api/connections/${b.uid}`, as(a))).status).toBe(409);
    expect((await profile(a, b.uid)).connection).toBe('requested');
    expect((await profile(b, a.uid)).connection).toBe('incoming');
    // Only the person asked can accept.
    expect((await api('POST', `/api/connections/${b.uid}/accept`, as(a))).status).toBe(404);

    const listB = await api('GET', '/api/connections', as(b));
    expect(listB.json.items).toEqual([
      expect.objectContaining({ status: 'incoming', person: expect.objectContaining({ uid: a.uid }) as unknown }),
    ]);
    expect(JSON.stringify(listB.json)).not.toContain(a.email);

    const accepted = await api('POST', `/api/connections/${a.uid}/accept`, as(b));
    expect(accepted.json).toEqual({ uid: a.uid, status: 'connected' });
    expect((await profile(a, b.uid)).connection).toBe('connected');
    expect((await api('POST', `/api/connections/${b.uid}`, as(a))).status).toBe(409);

    // The request reached Ben's notifications.
    const notes = await api('GET', '/api/notifications', as(b));
    expect(JSON.stringify(notes.json)).toContain('would like to connect with you');

    expect((await api('DELETE', `/api/connections/${a.uid}`, as(b))).json).toEqual({ uid: a.uid, status: 'none' });
    expect((await api('GET', '/api/connections', as(a))).json.items).toEqual([]);
    expect((await api('DELETE', `/api/connections/${a.uid}`, as(b))).status).toBe(404);
  });

  it('connects at once when the other person had already asked', async () => {
    const [c, d] = await Promise.all([townsperson('Cal'), townsperson('Dee')]);
    expect((await api('POST', `/api/connections/${d.uid}`, as(c))).json.status).toBe('requested');
    expect((await api('POST', `/api/connections/${c.uid}`, as(d))).json.status).toBe('connected');
    expect((await api('GET', '/api/connections', as(c))).json.items).toEqual([
      expect.objectContaining({ status: 'connected', person: expect.objectContaining({ uid: d.uid }) as unknown }),
    ]);
  });

  it('refuses oneself (400), unknown people (404) and blocked people either way (403)', async () => {
    const self = await api('POST', `/api/connections/${a.uid}`, as(a));
    expect(self.status).toBe(400);
    expect(self.json.issues).toEqual([expect.objectContaining({ path: 'uid' })]);
    expect((await api('POST', `/api/connections/nobody-${tag}`, as(a))).status).toBe(404);
    const [e, f] = await Promise.all([townsperson('Eve'), townsperson('Fox')]);
    await blocks.add(e.uid, [f.uid]);
    expect((await api('POST', `/api/connections/${f.uid}`, as(e))).status).toBe(403);
    expect((await api('POST', `/api/connections/${e.uid}`, as(f))).status).toBe(403);
  });
});

describe('finding players and full search', () => {
  let me: User;
  let soccer: User;
  let pickle: User;
  beforeAll(async () => {
    [me, soccer, pickle] = await Promise.all([
      townsperson('Finder'),
      townsperson('Striker', ['Soccer'], near(3)),
      townsperson('Dinker', ['Pickleball', 'Tennis'], near(1)),
    ]);
  });

  it('lists nearby players nearest first, filtered by sport and name, never the caller', async () => {
    const q = `lat=${town.lat}&lng=${town.lng}&radius=10`;
    const all = await api('GET', `/api/players/nearby?${q}`, as(me));
    expect(all.status).toBe(200);
    const ids = (all.json.items as Array<{ uid: string }>).map((p) => p.uid);
    expect(ids).toEqual(expect.arrayContaining([soccer.uid, pickle.uid]));
    expect(ids).not.toContain(me.uid);
    expect(ids.indexOf(pickle.uid)).toBeLessThan(ids.indexOf(soccer.uid));

    const bySport = await api('GET', `/api/players/nearby?${q}&sport=Soccer`, as(me));
    expect((bySport.json.items as Array<{ uid: string; connection: string }>).map((p) => p.uid)).toEqual([soccer.uid]);
    const byName = await api('GET', `/api/players/nearby?${q}&q=dinker`, as(me));
    expect((byName.json.items as Array<{ uid: string }>).map((p) => p.uid)).toEqual([pickle.uid]);

    const bad = await api('GET', `/api/players/nearby?${q}&sport=Quidditch`, as(me));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json.issues)).toContain('sport');
  });

  it('finds events, teams and players near a point by one text', async () => {
    const word = `Zq${tag}`;
    const [event, team] = await Promise.all([
      createEvent(soccer, eventBody({ title: `${word} scrimmage`, dateStart: inHours(48), location: { name: 'Field', lat: town.lat, lng: town.lng } })),
      createTeam(soccer, { name: `${word} United`, city: 'Missoula, MT', lat: town.lat, lng: town.lng }),
    ]);
    const found = await api('GET', `/api/search?q=${word}&lat=${town.lat}&lng=${town.lng}`, as(me));
    expect(found.status, JSON.stringify(found.json)).toBe(200);
    expect((found.json.events as Array<{ id: string }>).map((e) => e.id)).toEqual([event.json.id]);
    expect((found.json.teams as Array<{ id: string }>).map((t) => t.id)).toEqual([team.id]);

    const people = await api('GET', `/api/search?q=Striker ${tag}&lat=${town.lat}&lng=${town.lng}`, as(me));
    expect((people.json.players as Array<{ uid: string }>).map((p) => p.uid)).toEqual([soccer.uid]);

    const short = await api('GET', `/api/search?q=ab&lat=${town.lat}&lng=${town.lng}`, as(me));
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.json.issues)).toContain('q');
  });
});

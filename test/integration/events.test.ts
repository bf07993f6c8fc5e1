import { beforeAll, describe, expect, it } from 'vitest';
import { eventMessages, messages } from '@shared/constants/messages';
import { eventPaymentMessages } from '@shared/constants/event-messages';
import { notifications } from '../../lambdas/data/notifications';
import { createEvent, eventBody, inHours, person, type EventBody, type User } from '../fixtures/events';
import { api, newUser } from '../fixtures/local';
import { addMember, createTeam } from '../fixtures/teams';

type Item = { id: string; title: string; distanceMiles: number; dateStart: string };

const create = createEvent;
const issuePaths = (res: Awaited<ReturnType<typeof api>>) => (res.json.issues ?? []).map((i) => i.path);

let organiser: User;
let player: User;
beforeAll(async () => {
  [organiser, player] = await Promise.all([person('organiser'), person('player')]);
});

describe('GET /api/events/nearby (seeded Denver events)', () => {
  it('lists seeded upcoming events near Denver, nearest first, with distances and paging fields', async () => {
    const res = await api('GET', '/api/events/nearby?lat=39.7392&lng=-104.9903&radius=15');
    expect(res.status).toBe(200);
    const items = res.json.items as Item[];
    expect(items.length).toBeGreaterThanOrEqual(5);
    const distances = items.map((i) => i.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(15);
    for (const i of items) expect(Date.parse(i.dateStart)).toBeGreaterThan(Date.now());
    expect(res.json).toMatchObject({ page: 1 });
    expect(res.json.total).toBeGreaterThanOrEqual(items.length);
  });

  it('finds Boulder at 30 miles but not at 15', async () => {
    const near = await api('GET', '/api/events/nearby?lat=39.7392&lng=-104.9903&radius=15&limit=100');
    const far = await api('GET', '/api/events/nearby?lat=39.7392&lng=-104.9903&radius=30&limit=100');
    const hasBoulder = (items: Item[]) => items.some((i) => i.title === 'Boulder Sunday Soccer');
    expect(hasBoulder(near.json.items as Item[])).toBe(false);
    expect(hasBoulder(far.json.items as Item[])).toBe(true);
  });

  it('keeps to an epoch-ms window from the start of the start day to the end of the end day', async () => {
    const start = new Date();
    start.setUTCHours(0, 0, 0, 0);
    const from = start.getTime() + 3 * 86_400_000;
    const to = from + 2 * 86_400_000 - 1;
    const res = await api('GET', `/api/events/nearby?lat=39.7392&lng=-104.9903&radius=30&from=${from}&to=${to}&limit=100`);
    expect(res.status).toBe(200);
    for (const i of res.json.items as Item[]) {
      expect(Date.parse(i.dateStart)).toBeGreaterThanOrEqual(from);
      expect(Date.parse(i.dateStart)).toBeLessThanOrEqual(to);
    }
  });

  it('rejects a radius of 0 or 51 miles and an invalid latitude, naming the field', async () => {
    for (const [query, field] of [
      ['lat=39.7&lng=-104.9&radius=0', 'query.radius'],
      ['lat=39.7&lng=-104.9&radius=51', 'query.radius'],
      ['lat=91&lng=-104.9&radius=10', 'query.lat'],
      ['lng=-104.9', 'query.lat'],
    ] as const) {
      const res = await api('GET', `/api/events/nearby?${query}`);
      expect(res.status, query).toBe(400);
      expect(issuePaths(res)).toContain(field);
    }
  });
});

describe('POST /api/events', () => {
  it('creates an event with every full-event field, the caller as creator', async () => {
    const res = await create(
      organiser,
      eventBody({
        allowParticipantGuests: true,
        guestLimit: 2,
        hoursToCancelBefore: 6,
        hasMinimumNeeded: true,
        minimumNeeded: 4,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      title: 'Evening Pickup Hoops',
      creatorId: organiser.uid,
      capacity: 10,
      guestLimit: 2,
      minimumNeeded: 4,
      cancelled: false,
      version: 1,
      favoriteCount: 0,
      counts: { joined: 0, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 10 },
    });
    expect((res.json.occurrences as string[]).length).toBe(1);
    expect(res.json.timeStart).toMatch(/^\d\d:\d\d$/);
    const got = await api('GET', `/api/events/${res.json.id as string}`);
    expect(got.status).toBe(200);
    expect(got.json.title).toBe('Evening Pickup Hoops');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: Array<[EventBody, string]> = [
      [{ dateStart: inHours(-1) }, 'dateStart'],
      [{ duration: { hours: 0, minutes: 0 } }, 'duration'],
      [{ capacity: -1 }, 'capacity'],
      [{ capacity: 100000 }, 'capacity'],
      [{ capacity: 5, hasMinimumNeeded: true, minimumNeeded: 6 }, 'minimumNeeded'],
      [{ location: { name: 'Nowhere', lat: 91, lng: 0 } }, 'location.lat'],
      [{ guestLimit: 50, allowParticipantGuests: true }, 'guestLimit'],
      [{ title: '' }, 'title'],
    ];
    for (const [patch, field] of cases) {
      const res = await create(organiser, eventBody(patch));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(issuePaths(res), JSON.stringify(patch)).toContain(field);
      expect(res.json.message).toContain(field);
    }
  });

  it("fills the location from a saved place, and answers 'Place not found' for an unknown one", async () => {
    const res = await create(organiser, eventBody({ location: { placeId: 'seed-place-wash-park', name: 'x', lat: 0, lng: 0 } }));
    expect(res.status).toBe(201);
    expect(res.json.location).toMatchObject({ placeId: 'seed-place-wash-park', name: 'Washington Park Courts' });
    expect((res.json.location as { lat: number }).lat).toBeCloseTo(39.7, 0);
    const missing = await create(organiser, eventBody({ location: { placeId: 'no-such-place', name: 'x', lat: 0, lng: 0 } }));
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(messages.placeNotFound);
  });

  it('expands a recurring event into upcoming occurrences', async () => {
    const start = new Date(Date.now() + 2 * 86_400_000);
    const end = new Date(start.getTime() + 21 * 86_400_000).toISOString().slice(0, 10);
    const res = await create(
      organiser,
      eventBody({ dateStart: start.toISOString(), reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate: end } }),
    );
    expect(res.status).toBe(201);
    expect((res.json.occurrences as string[]).length).toBe(4);
  });
});

describe('GET /api/events/{id}', () => {
  it("answers 404 'Game not found' for a missing event", async () => {
    const res = await api('GET', '/api/events/no-such-event');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(messages.gameNotFound);
  });
});

describe('PUT /api/events/{id} and cancel', () => {
  it('lets the creator edit with the current version and refuses a stale one with 409', async () => {
    const created = await create(organiser, eventBody());
    const id = created.json.id as string;
    const ok = await api('PUT', `/api/events/${id}`, {
      token: organiser.idToken,
      body: eventBody({ title: 'Renamed Run', dateStart: created.json.dateStart, version: 1 }),
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ title: 'Renamed Run', version: 2 });
    const stale = await api('PUT', `/api/events/${id}`, {
      token: organiser.idToken,
      body: eventBody({ title: 'Again', version: 1 }),
    });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(eventMessages.staleEvent);
  });

  it('refuses edits and cancels by anyone else with 403, and 404 for a missing event', async () => {
    const created = await create(organiser, eventBody());
    const id = created.json.id as string;
    const edit = await api('PUT', `/api/events/${id}`, { token: player.idToken, body: eventBody({ version: 1 }) });
    expect(edit.status).toBe(403);
    const cancel = await api('POST', `/api/events/${id}/cancel`, { token: player.idToken });
    expect(cancel.status).toBe(403);
    const missing = await api('PUT', '/api/events/no-such-event', { token: organiser.idToken, body: eventBody({ version: 1 }) });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(messages.gameNotFound);
  });

  it('lets an admin of the hosting team edit, but not a plain member', async () => {
    const team = await createTeam(organiser, { name: 'Hoopers' });
    const teamId = team.id;
    const [admin, member] = await Promise.all([newUser('admin'), newUser('member')]);
    await addMember(team, organiser, admin, 'admin');
    await addMember(team, organiser, member, 'member');
    const created = await create(organiser, eventBody({ hostingTeam: teamId, teamName: 'Hoopers' }));
    const id = created.json.id as string;
    const byMember = await api('PUT', `/api/events/${id}`, {
      token: member.idToken,
      body: eventBody({ hostingTeam: teamId, version: 1 }),
    });
    expect(byMember.status).toBe(403);
    const byAdmin = await api('PUT', `/api/events/${id}`, {
      token: admin.idToken,
      body: eventBody({ hostingTeam: teamId, title: 'Admin Edit', version: 1 }),
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.title).toBe('Admin Edit');
    // Payments go to the creator's payout account: the price is theirs alone to set.
    const priced = await api('PUT', `/api/events/${id}`, {
      token: admin.idToken,
      body: eventBody({ hostingTeam: teamId, title: 'Admin Edit', price: 1500, version: 2 }),
    });
    expect(priced.status).toBe(403);
    expect(priced.json.message).toBe(eventPaymentMessages.creatorSetsPrice);
  });

  it('hosts an event as a team only for its owners and admins, and only in its own sessions', async () => {
    const team = await createTeam(organiser, { name: 'Host Team' });
    const [stranger, member] = await Promise.all([newUser('stranger'), newUser('plain-member')]);
    await addMember(team, organiser, member, 'member');

    const byStranger = await create(stranger, eventBody({ hostingTeam: team.id }));
    expect(byStranger.status).toBe(403);
    const byMember = await create(member, eventBody({ hostingTeam: team.id }));
    expect(byMember.status).toBe(403);
    const noTeam = await create(organiser, eventBody({ hostingTeam: 'no-such-team' }));
    expect(noTeam.status).toBe(400);
    expect(noTeam.json.issues).toEqual([{ path: 'hostingTeam', message: messages.teamNotFound }]);
    const badSession = await create(organiser, eventBody({ hostingTeam: team.id, sessionId: 'not-a-session' }));
    expect(badSession.status).toBe(400);
    expect((badSession.json.issues as Array<{ path: string }>)[0]?.path).toBe('sessionId');

    // A plain event of the stranger's cannot be moved onto the team either.
    const own = await create(stranger, eventBody());
    const moved = await api('PUT', `/api/events/${own.json.id as string}`, {
      token: stranger.idToken,
      body: eventBody({ hostingTeam: team.id, version: 1 }),
    });
    expect(moved.status).toBe(403);
    expect((await create(organiser, eventBody({ hostingTeam: team.id }))).status).toBe(201);
  });

  it('cancels: the flag is set, RSVPs are refused, and every attendee is notified', async () => {
    const created = await create(organiser, eventBody());
    const id = created.json.id as string;
    expect((await api('POST', `/api/events/${id}/rsvps`, { token: player.idToken, body: {} })).status).toBe(201);
    const res = await api('POST', `/api/events/${id}/cancel`, { token: organiser.idToken });
    expect(res.status).toBe(201);
    expect(res.json.cancelled).toBe(true);
    const again = await api('POST', `/api/events/${id}/rsvps`, { token: organiser.idToken, body: {} });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(eventMessages.eventCancelled);
    const deadline = Date.now() + 15_000;
    let found = false;
    while (!found && Date.now() < deadline) {
      found = (await notifications.listByUser(player.uid)).some((n) => n.notificationId === `cancel-${id}-${player.uid}`);
      if (!found) await new Promise((r) => setTimeout(r, 250));
    }
    expect(found).toBe(true);
  });
});

describe('favorites', () => {
  it('adds and removes idempotently with an atomic count, listed to the owner only', async () => {
    const created = await create(organiser, eventBody());
    const id = created.json.id as string;
    const first = await api('PUT', `/api/events/${id}/favorite`, { token: player.idToken });
    const second = await api('PUT', `/api/events/${id}/favorite`, { token: player.idToken });
    expect(first.json).toEqual({ eventId: id, favorited: true, favoriteCount: 1 });
    expect(second.json).toEqual({ eventId: id, favorited: true, favoriteCount: 1 });
    const list = await api('GET', `/api/users/${player.uid}/favorites`, { token: player.idToken });
    expect((list.json.items as Item[]).map((i) => i.id)).toContain(id);
    expect((await api('GET', `/api/users/${player.uid}/favorites`, { token: organiser.idToken })).status).toBe(403);
    const removed = await api('DELETE', `/api/events/${id}/favorite`, { token: player.idToken });
    const removedAgain = await api('DELETE', `/api/events/${id}/favorite`, { token: player.idToken });
    expect(removed.json).toEqual({ eventId: id, favorited: false, favoriteCount: 0 });
    expect(removedAgain.json).toEqual({ eventId: id, favorited: false, favoriteCount: 0 });
  });
});

describe('full event: joiners and favoritedList', () => {
  const setPrivacy = (user: User, publicUpcomingGames: boolean) =>
    api('PUT', `/api/users/${user.uid}/privacy`, {
      token: user.idToken,
      body: { messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: true, publicUpcomingGames },
    });
  const read = async (reader?: User) => {
    const res = await api('GET', `/api/events/${id}`, reader ? { token: reader.idToken } : {});
    expect(res.status).toBe(200);
    return res.json as {
      joiners: Array<{ userId: string; guests: number }>;
      favoritedList: { count: number; favorited: boolean };
    };
  };
  const ids = (dto: { joiners: Array<{ userId: string }> }) => dto.joiners.map((j) => j.userId).sort();
  let id: string;
  let open: User;
  let hidden: User;
  let blocker: User;
  let stranger: User;

  beforeAll(async () => {
    [open, hidden, blocker, stranger] = await Promise.all([
      person('open'),
      person('hidden'),
      person('blocker'),
      person('stranger'),
    ]);
    expect((await setPrivacy(hidden, false)).status).toBe(200);
    const created = await create(organiser, eventBody({ allowParticipantGuests: true, guestLimit: 2 }));
    id = created.json.id as string;
    for (const [who, guests] of [
      [open, 1],
      [hidden, 0],
      [blocker, 0],
    ] as const) {
      expect((await api('POST', `/api/events/${id}/rsvps`, { token: who.idToken, body: { guests } })).status).toBe(201);
    }
    expect(
      (await api('POST', `/api/users/${blocker.uid}/blocks`, { token: blocker.idToken, body: { userIds: [stranger.uid] } }))
        .status,
    ).toBe(201);
  });

  it('names the joiners the RSVP list names to the same reader: organiser all, others the public ones minus block pairs', async () => {
    expect(ids(await read(organiser))).toEqual([open.uid, hidden.uid, blocker.uid].sort());
    expect(ids(await read(stranger))).toEqual([open.uid]);
    expect(ids(await read(hidden))).toEqual([open.uid, hidden.uid, blocker.uid].sort());
    // Signed out: counts only, as the RSVP list (which needs a sign-in) already decides.
    expect((await read()).joiners).toEqual([]);
    expect((await read(organiser)).joiners.find((j) => j.userId === open.uid)?.guests).toBe(1);
    // The same rule as the RSVP list: the two answers name the same joined people.
    const rsvps = await api('GET', `/api/events/${id}/rsvps`, { token: stranger.idToken });
    const listed = (rsvps.json.items as Array<{ userId: string; status: string }>)
      .filter((r) => r.status === 'joined')
      .map((r) => r.userId);
    expect(ids(await read(stranger))).toEqual(listed.sort());
  });

  it('shows everyone the favourite count and only the reader whether they favourited', async () => {
    expect(await read(stranger)).toMatchObject({ favoritedList: { count: 0, favorited: false } });
    expect((await api('PUT', `/api/events/${id}/favorite`, { token: open.idToken })).status).toBe(200);
    expect((await read(open)).favoritedList).toEqual({ count: 1, favorited: true });
    expect((await read(stranger)).favoritedList).toEqual({ count: 1, favorited: false });
    expect((await read()).favoritedList).toEqual({ count: 1, favorited: false });
  });
});

describe('slot groups', () => {
  it("shows one host's events of a slot group together, in discover and in the host's events, one place each", async () => {
    const host = await person('slothost');
    const other = await person('slotother');
    const group = `Court ${host.uid.slice(-6)}`;
    const titles = ['Slot early', 'Slot late', 'Slot other host'];
    const early = await create(host, eventBody({ title: titles[0], eventSlotGroup: group, dateStart: inHours(30) }));
    const late = await create(
      host,
      eventBody({ title: titles[1], eventSlotGroup: ` ${group.toLowerCase()} `, dateStart: inHours(32) }),
    );
    const apart = await create(other, eventBody({ title: titles[2], eventSlotGroup: group, dateStart: inHours(31) }));
    const [earlyId, lateId, apartId] = [early, late, apart].map((r) => r.json.id as string);

    const nearby = await api(
      'GET',
      `/api/events/nearby?lat=39.7392&lng=-104.9903&radius=5&sort=date&limit=100&q=${encodeURIComponent('slot')}`,
    );
    expect(nearby.status).toBe(200);
    const ours = (nearby.json.items as Array<{ id: string; slotGroup?: { name: string; others: Array<{ id: string }> } }>).filter(
      (i) => [earlyId, lateId, apartId].includes(i.id),
    );
    expect(ours.map((i) => i.id)).toEqual([earlyId, apartId]);
    expect(ours[0]!.slotGroup).toMatchObject({ name: group, others: [{ id: lateId, title: titles[1] }] });
    expect(ours[1]!.slotGroup).toBeUndefined();

    const mine = await api('GET', `/api/users/${host.uid}/events?role=created&pastFuture=future`, { token: other.idToken });
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ total: 1, items: [{ id: earlyId, slotGroup: { others: [{ id: lateId }] } }] });
  });
});

describe('GET /api/users/{uid}/events', () => {
  it("lists created and joined events, hiding another person's private events from strangers", async () => {
    // A profile starts with publicUpcomingGames on (spec §3), so strangers may see these games.
    const host = await person('host');
    const pub = await create(host, eventBody({ title: 'Public Game' }));
    const priv = await create(host, eventBody({ title: 'Private Game', isPrivate: true }));
    const created = await api('GET', `/api/users/${host.uid}/events?role=created`, { token: host.idToken });
    expect((created.json.items as Item[]).map((i) => i.title).sort()).toEqual(['Private Game', 'Public Game']);
    const asStranger = await api('GET', `/api/users/${host.uid}/events?role=created`, { token: player.idToken });
    expect((asStranger.json.items as Item[]).map((i) => i.title)).toEqual(['Public Game']);
    expect((await api('POST', `/api/events/${priv.json.id as string}/rsvps`, { token: player.idToken, body: {} })).status).toBe(
      201,
    );
    const asAttendee = await api('GET', `/api/users/${host.uid}/events?role=created`, { token: player.idToken });
    expect((asAttendee.json.items as Item[]).map((i) => i.title).sort()).toEqual(['Private Game', 'Public Game']);
    const joined = await api('GET', `/api/users/${player.uid}/events?role=joined`, { token: player.idToken });
    expect((joined.json.items as Item[]).map((i) => i.id)).toContain(priv.json.id);
    expect(pub.status).toBe(201);
  });
});

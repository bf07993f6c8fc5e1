import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../fixtures/local';
import { createEvent, denverPoint, eventBody, inHours, person, type User } from '../fixtures/events';

const yearsAgo = (n: number) => `${new Date().getUTCFullYear() - n}-01-01`;
let mom: User, kid: User, teen: User, stranger: User, organiser: User;

async function makeMinor(user: User, name: string) {
  const body = {
    displayName: name,
    fullName: `${name} Tester`,
    birthdate: yearsAgo(15),
    defaultCity: { name: 'Denver, CO', ...denverPoint },
  };
  expect((await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body })).status).toBe(200);
}

/** The minor names the adult as their parent; the adult accepts: the adult is now their guardian. */
async function parentOf(parent: User, child: User) {
  const sent = await api('POST', `/api/users/${child.uid}/family`, {
    token: child.idToken,
    body: { isGthUser: true, relation: 'parent', userId: parent.uid },
  });
  expect(sent.status).toBe(201);
  const answered = await api('POST', `/api/family-connections/${sent.json.id as string}/response`, {
    token: parent.idToken,
    body: { accept: true },
  });
  expect(answered.status).toBe(201);
}

async function newEvent(patch: Record<string, unknown>) {
  const res = await createEvent(organiser, eventBody(patch));
  expect(res.status).toBe(201);
  return res.json as { id: string; dateStart: string };
}

const calendar = (user: User, from: string, to: string) =>
  api('GET', `/api/family/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { token: user.idToken });
const familyRsvp = (user: User, eventId: string, occurrence: string, members: string[]) =>
  api('POST', `/api/events/${eventId}/family-rsvps`, { token: user.idToken, body: { occurrence, members } });

type Calendar = {
  people: Array<{ uid: string; name: string; driven: boolean }>;
  items: Array<{ key: string; eventId: string; people: Array<{ uid: string; role: string }> }>;
  clashes: Array<{ kind: string; first: string; second: string; personIds: string[]; message: string }>;
};

beforeAll(async () => {
  [mom, kid, teen, stranger, organiser] = await Promise.all([
    person('hhmom'),
    person('hhkid'),
    person('hhteen'),
    person('hhstranger'),
    person('hhorg'),
  ]);
  await Promise.all([makeMinor(kid, 'hhkid'), makeMinor(teen, 'hhteen')]);
  await parentOf(mom, kid);
  await parentOf(mom, teen);
});

describe('family RSVP and the household calendar', () => {
  it('joins each member through the RSVP rules, refusing one when the game is full, and shows both games with their clash to the guardian only', async () => {
    const wards = await api('GET', '/api/family/wards', { token: mom.idToken });
    expect(wards.status).toBe(200);
    expect((wards.json.items as Array<{ uid: string }>).map((w) => w.uid).sort()).toEqual([kid.uid, teen.uid].sort());

    const full = await newEvent({ title: 'Kids Soccer', capacity: 1, allowWaitlist: false, dateStart: inHours(50) });
    const res = await familyRsvp(mom, full.id, full.dateStart, [kid.uid, teen.uid]);
    expect(res.status).toBe(201);
    expect(res.json.results).toEqual([
      { ok: true, userId: kid.uid, name: 'hhkid', status: 'joined' },
      expect.objectContaining({ ok: false, userId: teen.uid, name: 'hhteen' }),
    ]);
    expect((res.json.results as Array<{ message?: string }>)[1]!.message).toBeTruthy();

    // The teen's own game, overlapping, 18 miles away.
    const other = await newEvent({
      title: 'Teen Hoops',
      dateStart: inHours(50.5),
      location: { name: 'East Park', address: '2 East St', lat: denverPoint.lat, lng: denverPoint.lng + 0.35 },
    });
    expect((await api('POST', `/api/events/${other.id}/rsvps`, { token: teen.idToken, body: {} })).status).toBe(201);

    const cal = await calendar(mom, inHours(0), inHours(24 * 7));
    expect(cal.status).toBe(200);
    const body = cal.json as Calendar;
    expect(body.people.map((p) => p.uid)).toEqual([mom.uid, expect.any(String), expect.any(String)]);
    const soccer = body.items.find((i) => i.eventId === full.id)!;
    const hoops = body.items.find((i) => i.eventId === other.id)!;
    expect(soccer.people).toEqual([expect.objectContaining({ uid: kid.uid, role: 'joined' })]);
    expect(hoops.people).toEqual([expect.objectContaining({ uid: teen.uid, role: 'joined' })]);
    expect(body.clashes).toEqual([
      expect.objectContaining({
        kind: 'overlap',
        first: soccer.key,
        second: hoops.key,
        message: 'Clash: Kids Soccer overlaps Teen Hoops',
      }),
    ]);

    // Somebody who is not their guardian sees none of it and cannot RSVP for them.
    const theirs = (await calendar(stranger, inHours(0), inHours(24 * 7))).json as Calendar;
    expect(theirs.people.map((p) => p.uid)).toEqual([stranger.uid]);
    expect(theirs.items).toEqual([]);
    expect((await familyRsvp(stranger, other.id, other.dateStart, [kid.uid])).status).toBe(403);
    // Nor can a minor RSVP for their parent.
    expect((await familyRsvp(kid, other.id, other.dateStart, [mom.uid])).status).toBe(403);
  });

  it('refuses a window over 62 days or backwards, naming the field', async () => {
    const long = await calendar(mom, inHours(0), inHours(24 * 63));
    expect(long.status).toBe(400);
    expect(long.json.issues).toEqual([{ path: 'query.to', message: 'The window must be at most 62 days' }]);
    const backwards = await calendar(mom, inHours(24), inHours(0));
    expect(backwards.status).toBe(400);
    expect(backwards.json.issues).toEqual([{ path: 'query.to', message: 'To must be after From' }]);
    expect((await api('GET', '/api/family/calendar?from=x&to=y', { token: mom.idToken })).status).toBe(400);
  });

  it('needs a signed-in person and a real event and occurrence', async () => {
    expect(
      (await api('GET', `/api/family/calendar?from=${encodeURIComponent(inHours(0))}&to=${encodeURIComponent(inHours(1))}`))
        .status,
    ).toBe(401);
    expect((await familyRsvp(mom, 'evt_missing', inHours(5), [kid.uid])).status).toBe(404);
    const e = await newEvent({ dateStart: inHours(60) });
    const noSuchDate = await familyRsvp(mom, e.id, inHours(61), [kid.uid]);
    expect(noSuchDate.status).toBe(400);
    expect(noSuchDate.json.issues?.[0]?.path).toBe('occurrence');
  });
});

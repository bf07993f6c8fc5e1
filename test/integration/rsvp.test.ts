import { beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '@shared/constants/messages';
import { createEvent, eventBody, inHours, person, type EventBody, type User } from '../fixtures/events';
import { api } from '../fixtures/local';
import { until } from '../fixtures/until';
import { notifications } from '../../lambdas/data/notifications';


type Rsvp = {
  userId: string;
  status: string;
  guests: number;
  waitlistPosition: number | null;
  occurrence: string;
  displayName: string;
};

let organiser: User;
let a: User;
let b: User;
let c: User;
let d: User;
beforeAll(async () => {
  [organiser, a, b, c, d] = await Promise.all([
    person('organiser'),
    person('alice'),
    person('bob'),
    person('carol'),
    person('dan'),
  ]);
});

async function newEvent(patch: EventBody = {}) {
  const res = await createEvent(organiser, eventBody(patch));
  expect(res.status).toBe(201);
  return res.json as { id: string; dateStart: string; occurrences: string[]; version: number };
}
const join = (user: User, id: string, body: Record<string, unknown> = {}) =>
  api('POST', `/api/events/${id}/rsvps`, { token: user.idToken, body });
const leave = (user: User, id: string, query = '') =>
  api('DELETE', `/api/events/${id}/rsvps/me${query}`, { token: user.idToken });
const list = async (id: string, occurrence?: string) => {
  const res = await api('GET', `/api/events/${id}/rsvps${occurrence ? `?occurrence=${encodeURIComponent(occurrence)}` : ''}`, {
    token: a.idToken,
  });
  expect(res.status).toBe(200);
  return res.json as {
    items: Rsvp[];
    counts: { joined: number; guests: number; waitlisted: number; pending: number; spotsLeft: number | null };
  };
};
const first = (res: Awaited<ReturnType<typeof api>>) => (res.json.items as Rsvp[])[0]!;

describe('joining', () => {
  it('joins, shows the player by name in the list, and refuses a second RSVP', async () => {
    const ev = await newEvent();
    const res = await join(a, ev.id);
    expect(res.status).toBe(201);
    expect(first(res)).toMatchObject({
      userId: a.uid,
      status: 'joined',
      guests: 0,
      waitlistPosition: null,
      displayName: 'alice',
    });
    const again = await join(a, ev.id);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(eventMessages.alreadyRsvped);
    const rsvps = await list(ev.id);
    expect(rsvps.items.map((r) => r.userId)).toEqual([a.uid]);
    expect(rsvps.counts).toEqual({ joined: 1, guests: 0, waitlisted: 0, pending: 0, spotsLeft: 9 });
  });

  it('counts guests against capacity and enforces the guest rules', async () => {
    const noGuests = await newEvent();
    const refused = await join(a, noGuests.id, { guests: 1 });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(eventMessages.guestsNotAllowed);

    const ev = await newEvent({ capacity: 3, allowParticipantGuests: true, guestLimit: 2 });
    const tooMany = await join(a, ev.id, { guests: 3 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toBe(eventMessages.tooManyGuests(2));
    expect(first(await join(a, ev.id, { guests: 2 })).status).toBe('joined');
    const bob = await join(b, ev.id);
    expect(first(bob)).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect((await list(ev.id)).counts).toMatchObject({ joined: 1, guests: 2, waitlisted: 1, spotsLeft: 0 });
  });

  it("answers 409 'This event is full' when there is no waitlist", async () => {
    const ev = await newEvent({ capacity: 1, allowWaitlist: false });
    expect(first(await join(a, ev.id)).status).toBe('joined');
    const full = await join(b, ev.id);
    expect(full.status).toBe(409);
    expect(full.json.message).toBe(eventMessages.eventFull);
  });

  it('refuses an occurrence the event does not have', async () => {
    const ev = await newEvent();
    const res = await join(a, ev.id, { occurrence: inHours(5) });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(eventMessages.noSuchOccurrence);
  });
});

describe('leaving and the waitlist', () => {
  it('frees the spot and promotes the waitlist in arrival order', async () => {
    const ev = await newEvent({ capacity: 2 });
    expect(first(await join(a, ev.id)).status).toBe('joined');
    expect(first(await join(b, ev.id)).status).toBe('joined');
    expect(first(await join(c, ev.id))).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    expect(first(await join(d, ev.id))).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });

    const left = await leave(a, ev.id);
    expect(left.status).toBe(200);
    expect(left.json).toEqual({ left: [ev.occurrences[0]], promoted: [c.uid], refunded: [] });
    const after = await list(ev.id);
    expect(after.items.map((r) => [r.userId, r.status, r.waitlistPosition])).toEqual([
      [b.uid, 'joined', null],
      [c.uid, 'joined', null],
      [d.uid, 'waitlisted', 1],
    ]);
    expect(after.counts).toMatchObject({ joined: 2, waitlisted: 1, spotsLeft: 0 });
  });

  it('promotes and tells the next in line when the title has emoji, and the organiser hears of each RSVP', async () => {
    const title = `Sunday 🏐 ${Date.now().toString(36)} 👋🏽`;
    const ev = await newEvent({ title, capacity: 1 });
    expect(first(await join(a, ev.id)).status).toBe('joined');
    expect(first(await join(b, ev.id)).status).toBe('waitlisted');
    const left = await leave(a, ev.id);
    expect(left.status).toBe(200);
    expect(left.json.promoted).toEqual([b.uid]);
    await until(async () => (await notifications.listByUser(b.uid, { limit: 100 })).some((n) => n.title === eventMessages.promotedTitle(title)));
    await until(async () => (await notifications.listByUser(organiser.uid, { limit: 200 })).some((n) => n.title === eventMessages.joinedTitle(title)));
  });

  it('passes over a waitlisted party that does not fit and promotes the next one that does', async () => {
    const ev = await newEvent({ capacity: 2, allowParticipantGuests: true, guestLimit: 2 });
    expect(first(await join(a, ev.id)).status).toBe('joined');
    expect(first(await join(b, ev.id)).status).toBe('joined');
    expect(first(await join(c, ev.id, { guests: 2 })).status).toBe('waitlisted');
    expect(first(await join(d, ev.id)).status).toBe('waitlisted');
    const left = await leave(a, ev.id);
    expect(left.json.promoted).toEqual([d.uid]);
    expect((await list(ev.id)).items.find((r) => r.userId === c.uid)).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
  });

  it('promotes the waitlist when the organiser raises the capacity', async () => {
    const ev = await newEvent({ capacity: 1 });
    expect(first(await join(a, ev.id)).status).toBe('joined');
    expect(first(await join(b, ev.id)).status).toBe('waitlisted');
    const raised = await api('PUT', `/api/events/${ev.id}`, {
      token: organiser.idToken,
      body: eventBody({ dateStart: ev.dateStart, capacity: 2, version: ev.version }),
    });
    expect(raised.status).toBe(200);
    expect(raised.json.counts).toMatchObject({ joined: 2, waitlisted: 0, spotsLeft: 0 });
  });

  it('refuses to leave after the cut-off with a message naming the hours; the waitlisted may always leave', async () => {
    const ev = await newEvent({ dateStart: inHours(2), hoursToCancelBefore: 24, capacity: 1 });
    expect(first(await join(a, ev.id)).status).toBe('joined');
    expect(first(await join(b, ev.id)).status).toBe('waitlisted');
    const res = await leave(a, ev.id);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(eventMessages.cancelCutoff(24));
    expect(res.json.message).toContain('24 hours');
    expect((await leave(b, ev.id)).status).toBe(200);
  });

  it('answers 404 when leaving an event one is not in', async () => {
    const ev = await newEvent();
    const res = await leave(a, ev.id);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(eventMessages.notRsvped);
  });
});

describe('approval', () => {
  it('keeps joins pending until the creator approves; declines remove them; others get 403', async () => {
    const ev = await newEvent({ creatorApprovalNeeded: true, capacity: 1 });
    expect(first(await join(a, ev.id)).status).toBe('pending');
    expect(first(await join(b, ev.id)).status).toBe('pending');
    expect((await list(ev.id)).counts).toMatchObject({ joined: 0, pending: 2, spotsLeft: 1 });
    const review = (user: User, uid: string, approve: boolean) =>
      api('POST', `/api/events/${ev.id}/rsvps/${uid}/review`, {
        token: user.idToken,
        body: { occurrence: ev.occurrences[0], approve },
      });

    expect((await review(c, a.uid, true)).status).toBe(403);
    const approved = await review(organiser, a.uid, true);
    expect(approved.status).toBe(201);
    expect(approved.json.rsvp).toMatchObject({ userId: a.uid, status: 'joined' });
    const second = await review(organiser, b.uid, true);
    expect(second.json.rsvp).toMatchObject({ userId: b.uid, status: 'waitlisted', waitlistPosition: 1 });

    expect(first(await join(c, ev.id)).status).toBe('pending');
    const declined = await review(organiser, c.uid, false);
    expect(declined.json).toEqual({ rsvp: null });
    expect((await list(ev.id)).items.map((r) => r.userId)).toEqual([a.uid, b.uid]);
    expect((await review(organiser, c.uid, true)).status).toBe(409);
  });
});

describe('late RSVPs', () => {
  it('refuses an RSVP after the start unless the event allows late RSVPs', async () => {
    const ev = await newEvent();
    const started = { dateStart: inHours(-0.2), version: ev.version };
    const moved = await api('PUT', `/api/events/${ev.id}`, { token: organiser.idToken, body: eventBody(started) });
    expect(moved.status).toBe(200);
    const late = await join(a, ev.id);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(eventMessages.lateRsvpClosed);

    const allowed = await api('PUT', `/api/events/${ev.id}`, {
      token: organiser.idToken,
      body: eventBody({ ...started, version: 2, allowLateRsvp: true }),
    });
    expect(allowed.status).toBe(200);
    expect(first(await join(a, ev.id)).status).toBe('joined');
  });
});

describe('series', () => {
  it('RSVPs to every upcoming occurrence of a recurring event, and leaves them all', async () => {
    const start = new Date(Date.now() + 2 * 86_400_000);
    const end = new Date(start.getTime() + 21 * 86_400_000).toISOString().slice(0, 10);
    const ev = await newEvent({
      dateStart: start.toISOString(),
      reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate: end },
    });
    expect(ev.occurrences).toHaveLength(4);

    const one = await join(b, ev.id, { occurrence: ev.occurrences[2] });
    expect(first(one).occurrence).toBe(ev.occurrences[2]);
    const res = await join(a, ev.id, { series: true });
    expect(res.status).toBe(201);
    expect((res.json.items as Rsvp[]).map((r) => [r.occurrence, r.status])).toEqual(ev.occurrences.map((o) => [o, 'joined']));
    const third = await list(ev.id, ev.occurrences[2]);
    expect(third.items.map((r) => r.userId).sort()).toEqual([a.uid, b.uid].sort());

    const left = await leave(a, ev.id, '?series=true');
    expect(left.status).toBe(200);
    expect(left.json.left).toEqual(ev.occurrences);
    expect((await list(ev.id, ev.occurrences[2])).items.map((r) => r.userId)).toEqual([b.uid]);
  });
});

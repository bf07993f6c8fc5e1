import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventMessages, guestMessages } from '@shared/constants/messages';
import type { GuestDto } from '@shared/schemas/guest';
import { ensureCognitoUser } from '../../lib/local/seed';
import { api, cognito, mailsTo, signIn, stack, waitForMail, type Mail } from '../fixtures/local';
import { createEvent, denverPoint, eventBody, person, type EventBody, type User } from '../fixtures/events';
import { addMember, as, createTeam } from '../fixtures/teams';

type Event = { id: string; dateStart: string; title: string };
type Rsvp = { userId: string; displayName: string; status: string; isGuest: boolean };
type RsvpList = { items: Rsvp[]; counts: { joined: number; waitlisted: number; spotsLeft: number | null } };
type StoredMail = Mail & { headers?: Array<{ name: string; value: string }> };

let organiser: User;
let teamAdmin: User;
let teamMember: User;
let player: User;
let stranger: User;
let teamId: string;
beforeAll(async () => {
  [organiser, teamAdmin, teamMember, player, stranger] = (await Promise.all(
    ['gsorg', 'gsadmin', 'gsmember', 'gsplayer', 'gsstranger'].map((p) => person(p)),
  )) as [User, User, User, User, User];
  const team = await createTeam(organiser, { name: 'Guest Hoopers' });
  teamId = team.id;
  await addMember(team, organiser, teamAdmin, 'admin');
  await addMember(team, organiser, teamMember);
}, 120_000);

const address = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
async function newEvent(patch: EventBody = {}): Promise<Event> {
  const res = await createEvent(organiser, eventBody(patch));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as unknown as Event;
}
const addGuest = (by: User | undefined, event: Event, body: Record<string, unknown>) => api('POST', `/api/events/${event.id}/guests`, { ...as(by), body });
const guestOf = (res: { json: Record<string, unknown> }) => (res.json as unknown as { guest: GuestDto }).guest;
const rsvpsOf = async (viewer: User, event: Event) => (await api('GET', `/api/events/${event.id}/rsvps`, as(viewer))).json as unknown as RsvpList;
const join = (user: User, event: Event) => api('POST', `/api/events/${event.id}/rsvps`, { ...as(user), body: {} });
const tokenIn = (mail: Mail) => /guest-unsubscribe\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43})/.exec(mail.body.text ?? '')?.[1];

describe('adding guests', () => {
  it('lets the creator and a hosting-team admin add a guest, and refuses everyone else', async () => {
    const event = await newEvent({ title: 'Guest perms', hostingTeam: teamId });
    expect((await addGuest(undefined, event, { name: 'Ana Guest', email: address('ana') })).status).toBe(401);
    expect((await addGuest(stranger, event, { name: 'Ana Guest', email: address('ana') })).status).toBe(403);
    expect((await addGuest(teamMember, event, { name: 'Ana Guest', email: address('ana') })).status).toBe(403);
    expect((await addGuest(teamAdmin, event, { name: 'Ana Guest', email: address('ana') })).status).toBe(201);
    expect((await addGuest(organiser, event, { name: 'Bo Guest', email: address('bo') })).status).toBe(201);
    expect((await api('GET', `/api/events/${event.id}/guests`, as(player))).status).toBe(403);
    expect((await api('GET', `/api/events/${event.id}/guests`, as(teamAdmin))).json.items).toHaveLength(2);
  }, 60_000);

  it('answers 400 naming the field for a bad e-mail or a missing name', async () => {
    const event = await newEvent({ title: 'Guest input' });
    const badEmail = await addGuest(organiser, event, { name: 'Ana Guest', email: 'not-an-address' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.issues?.map((i) => i.path)).toEqual(['email']);
    const noName = await addGuest(organiser, event, { email: address('ana') });
    expect(noName.status).toBe(400);
    expect(noName.json.issues?.map((i) => i.path)).toEqual(['name']);
    const byEmail = await api('GET', `/api/events/${event.id}/guests/by-email?email=nope`, as(organiser));
    expect(byEmail.status).toBe(400);
    expect(byEmail.json.issues?.[0]?.path).toBe('query.email');
  });

  it('adds the same e-mail once: a second add answers the same guest holding the same one spot', async () => {
    const event = await newEvent({ title: 'Guest twice' });
    const email = address('twice');
    const first = await addGuest(organiser, event, { name: 'Twice Guest', email });
    expect(first.status).toBe(201);
    expect(first.json.created).toBe(true);
    const again = await addGuest(organiser, event, { name: 'Twice Guest', email: email.toUpperCase() });
    expect(again.json.created).toBe(false);
    expect(guestOf(again).guestId).toBe(guestOf(first).guestId);
    expect((await rsvpsOf(organiser, event)).counts.joined).toBe(1);
    const found = await api('GET', `/api/events/${event.id}/guests/by-email?email=${encodeURIComponent(email)}`, as(organiser));
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({ guestId: guestOf(first).guestId, email, places: [{ occurrence: event.dateStart, status: 'joined' }] });
    expect((await api('GET', `/api/events/${event.id}/guests/${guestOf(first).guestId}`, as(organiser))).json.name).toBe('Twice Guest');
    expect((await api('GET', `/api/events/${event.id}/guests/by-email?email=${encodeURIComponent(address('none'))}`, as(organiser))).status).toBe(404);
  });

  it('refuses an e-mail that already has an account, telling the organiser to invite them', async () => {
    const event = await newEvent({ title: 'Guest account' });
    const res = await addGuest(organiser, event, { name: 'Player Guest', email: player.email });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(guestMessages.hasAccount(player.email));
  });
});

describe('guests and capacity', () => {
  it('puts a guest on the waitlist of a full event, and a guest holds a spot a player then waits for', async () => {
    const full = await newEvent({ title: 'Guest full', capacity: 1 });
    expect((await join(player, full)).status).toBe(201);
    const waiting = await addGuest(organiser, full, { name: 'Late Guest', email: address('late') });
    expect(guestOf(waiting).places).toEqual([{ occurrence: full.dateStart, status: 'waitlisted' }]);

    const small = await newEvent({ title: 'Guest first', capacity: 1 });
    expect((await addGuest(organiser, small, { name: 'Early Guest', email: address('early') })).status).toBe(201);
    expect(((await join(player, small)).json.items as Rsvp[])[0]?.status).toBe('waitlisted');
    expect((await rsvpsOf(organiser, small)).counts).toMatchObject({ joined: 1, waitlisted: 1, spotsLeft: 0 });
  }, 60_000);

  it('refuses a guest when the event is full without a waitlist, and keeps no guest', async () => {
    const event = await newEvent({ title: 'Guest no waitlist', capacity: 1, allowWaitlist: false });
    expect((await join(player, event)).status).toBe(201);
    const res = await addGuest(organiser, event, { name: 'No Room', email: address('noroom') });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(eventMessages.eventFull);
    expect((await api('GET', `/api/events/${event.id}/guests`, as(organiser))).json.items).toEqual([]);
  });

  it('never oversells: concurrent guests and players never exceed the capacity', async () => {
    const event = await newEvent({ title: 'Guest race', capacity: 3, allowWaitlist: false });
    const others = await Promise.all(['gsrace1', 'gsrace2', 'gsrace3'].map((p) => person(p)));
    const results = await Promise.all([
      ...others.map((p) => join(p, event)),
      ...[1, 2, 3].map((i) => addGuest(organiser, event, { name: `Racer ${i}`, email: address(`race${i}`) })),
    ]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect((await rsvpsOf(organiser, event)).counts).toMatchObject({ joined: 3, spotsLeft: 0 });
  }, 90_000);

  it('gives the spot back when a guest is removed: the first waiting player moves up', async () => {
    const event = await newEvent({ title: 'Guest removed', capacity: 1 });
    const added = guestOf(await addGuest(organiser, event, { name: 'Leaving Guest', email: address('leaving') }));
    expect((await join(player, event)).status).toBe(201);
    expect((await api('DELETE', `/api/events/${event.id}/guests/${added.guestId}`, as(stranger))).status).toBe(403);
    expect((await api('DELETE', `/api/events/${event.id}/guests/${added.guestId}`, as(organiser))).json).toEqual({ removed: true });
    const list = await rsvpsOf(organiser, event);
    expect(list.items.map((r) => [r.userId, r.status])).toEqual([[player.uid, 'joined']]);
    expect((await api('GET', `/api/events/${event.id}/guests/${added.guestId}`, as(organiser))).status).toBe(404);
  }, 60_000);
});

describe('guest e-mails', () => {
  it('mails a guest when added, with a one-click unsubscribe link that works without login and stops their mails', async () => {
    const event = await newEvent({ title: 'Guest mail night' });
    const [quiet, listening] = [address('quiet'), address('listening')];
    await addGuest(organiser, event, { name: 'Quiet Guest', email: quiet });
    await addGuest(organiser, event, { name: 'Listening Guest', email: listening });
    const added = (await waitForMail(quiet, (m) => m.subject === guestMessages.addedTitle('Guest mail night'))) as StoredMail;
    expect(added.body.text).toContain(`/evt/${event.id}`);
    const token = tokenIn(added);
    expect(token).toBeDefined();
    const header = added.headers?.find((h) => h.name === 'List-Unsubscribe')?.value;
    expect(header).toBe(`<${stack().appUrl}/api/guest-unsubscribe/${token}>`);
    expect(added.headers?.find((h) => h.name === 'List-Unsubscribe-Post')?.value).toBe('List-Unsubscribe=One-Click');

    // A mail client's one-click POST (RFC 8058): a form body, no login.
    const oneClick = await fetch(`${stack().appUrl.replace('localhost', '127.0.0.1')}/api/guest-unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(201);
    expect(await oneClick.json()).toEqual({ unsubscribed: true, from: 'Guest mail night' });
    expect((await api('POST', `/api/guest-unsubscribe/${token!.slice(0, -1)}B`)).status).toBe(400);
    const listed = (await api('GET', `/api/events/${event.id}/guests`, as(organiser))).json.items as GuestDto[];
    expect(listed.find((g) => g.email === quiet)?.unsubscribed).toBe(true);

    // The cancellation reaches the guest who still listens, and not the one who unsubscribed.
    expect((await api('POST', `/api/events/${event.id}/cancel`, as(organiser))).status).toBe(201);
    await waitForMail(listening, (m) => m.subject === eventMessages.cancelledTitle('Guest mail night'));
    expect((await mailsTo(quiet)).map((m) => m.subject)).toEqual([guestMessages.addedTitle('Guest mail night')]);
  }, 60_000);

  it('mails a waitlisted guest when a spot opens and they move up', async () => {
    const event = await newEvent({ title: 'Guest promoted', capacity: 1 });
    expect((await join(player, event)).status).toBe(201);
    const email = address('promoted');
    await addGuest(organiser, event, { name: 'Waiting Guest', email });
    expect((await api('DELETE', `/api/events/${event.id}/rsvps/me`, as(player))).status).toBe(200);
    await waitForMail(email, (m) => m.subject === eventMessages.promotedTitle('Guest promoted'));
  }, 60_000);
});

describe('a guest who signs up', () => {
  /** Sign up with this address (confirmed, as after the e-mail code) and set up the profile. */
  async function signUp(email: string): Promise<User> {
    const password = 'Password123!';
    const uid = await ensureCognitoUser(cognito(), stack().userPoolId, email, password);
    const user = { email, password, uid, ...(await signIn(email, password)) };
    const profile = { displayName: 'gsmerged', fullName: 'Merged Guest', defaultCity: { name: 'Denver, CO', ...denverPoint }, additionalInfo: { sports: [`Sport of ${uid}`] } };
    expect((await api('PUT', `/api/users/${uid}`, { ...as(user), body: profile })).status).toBe(200);
    return user;
  }

  it('keeps the guest’s spots and teams as their own, never counted twice, and finds the event on their home', async () => {
    const joined = await newEvent({ title: 'Merge joined', capacity: 1 });
    const waiting = await newEvent({ title: 'Merge waiting', capacity: 1 });
    const email = address('merge');
    await addGuest(organiser, joined, { name: 'Merge Guest', email });
    expect((await join(player, waiting)).status).toBe(201);
    await addGuest(organiser, waiting, { name: 'Merge Guest', email });
    expect((await api('POST', `/api/teams/${teamId}/guests`, { ...as(organiser), body: { name: 'Merge Guest', email } })).status).toBe(201);

    const merged = await signUp(email);
    const joinedList = await rsvpsOf(organiser, joined);
    expect(joinedList.items.map((r) => [r.userId, r.status, r.isGuest])).toEqual([[merged.uid, 'joined', false]]);
    expect(joinedList.counts).toMatchObject({ joined: 1, spotsLeft: 0 });
    const waitingList = await rsvpsOf(organiser, waiting);
    expect(waitingList.items.map((r) => [r.userId, r.status])).toEqual([[player.uid, 'joined'], [merged.uid, 'waitlisted']]);
    expect(waitingList.counts).toMatchObject({ joined: 1, waitlisted: 1 });
    expect((await api('GET', `/api/events/${joined.id}/guests`, as(organiser))).json.items).toEqual([]);
    expect((await api('GET', `/api/teams/${teamId}/guests`, as(organiser))).json.items).toEqual([]);
    expect((await api('GET', `/api/teams/${teamId}/members/me`, as(merged))).json).toMatchObject({ role: 'member' });

    const home = JSON.stringify((await api('GET', '/api/home', as(merged))).json);
    expect(home).toContain(joined.id);

    // Saving the profile again changes nothing.
    const profile = { displayName: 'gsmerged', fullName: 'Merged Guest', defaultCity: { name: 'Denver, CO', ...denverPoint } };
    expect((await api('PUT', `/api/users/${merged.uid}`, { ...as(merged), body: profile })).status).toBe(200);
    expect((await rsvpsOf(organiser, joined)).counts).toMatchObject({ joined: 1, spotsLeft: 0 });
  }, 90_000);
});

import { describe, expect, it } from 'vitest';
import { emptyWeek } from '@shared/schemas/availability';
import { FILL_INVITES_PER_WEEK } from '@shared/schemas/fill';
import { localDate, wallTimeToIso } from '@shared/time/zoned-time';
import { createEvent, denverPoint, eventBody, type User } from '../fixtures/events';
import { api, newUser, stack } from '../fixtures/local';

const ZONE = 'America/Denver';
/** 18:00 Denver time, `days` ahead: a slot the test people say they are free for. */
const sixPm = (days: number) => wallTimeToIso(localDate(Date.now() + days * 86_400_000, ZONE), '18:00', ZONE)!;

async function player(prefix: string, extra: Record<string, unknown> = {}) {
  const user = await newUser(prefix);
  const profile = { displayName: prefix.slice(0, 20), fullName: `${prefix} Tester`, defaultCity: { name: 'Denver, CO', ...denverPoint }, additionalInfo: {}, ...extra };
  expect((await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body: profile })).status).toBe(200);
  return user;
}

/** Plays Basketball and is free 17:00-21:00 on the dates given (date-specific hours), with these privacy settings. */
async function freeOn(user: User, dates: string[], privacy: Record<string, unknown> = {}) {
  expect(
    (await api('PUT', `/api/users/${user.uid}/sport-availability`, { token: user.idToken, body: { sportAvailability: [{ sport: 'Basketball', toggle: true }] } })).status,
  ).toBe(200);
  const dateSpecific = dates.map((date, i) => ({ id: `d${i}`, date, endDate: null, timeRanges: [{ startTime: '17:00', endTime: '21:00' }], dailyTimeRanges: [], isTraveling: false, location: null }));
  const res = await api('PUT', `/api/users/${user.uid}/availability`, { token: user.idToken, body: { weekly: emptyWeek(), dateSpecific, privacy } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

const game = (organiser: User, days: number) => createEvent(organiser, eventBody({ title: `Fill Me ${organiser.uid.slice(0, 5)} ${days}`, dateStart: sixPm(days), duration: { hours: 1, minutes: 30 }, capacity: 10 }));
const candidatesOf = (who: User, eventId: string, query = 'limit=50') => api('GET', `/api/events/${eventId}/fill-candidates?${query}`, { token: who.idToken });
const invite = (who: User, eventId: string, limit: number) => api('POST', `/api/events/${eventId}/fill-invites`, { token: who.idToken, body: { limit } });

/** 18:00 Denver on the next Tuesday or Thursday at least 2 days out: the seeded player's weekly evenings. */
function seededPlayersEvening(): string {
  // The seed gives the player other hours on one date (8 days after it ran, a UTC date): avoid it and the day either side.
  const utcToday = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const avoid = new Set([7, 8, 9].map((d) => new Date(utcToday + d * 86_400_000).toISOString().slice(0, 10)));
  for (let d = 2; d < 16; d++) {
    const start = sixPm(d);
    const date = localDate(Date.parse(start), ZONE);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if ((weekday === 2 || weekday === 4) && !avoid.has(date)) return start;
  }
  throw new Error('no Tuesday or Thursday in two weeks');
}

describe('Fill this game', () => {
  it('finds the seeded player right after the seed: free on Tuesday and Thursday evenings, plays Basketball, hours public', async () => {
    const { player: seededPlayer } = stack().seededUsers;
    const organiser = await player('fillseedorg');
    const created = await createEvent(organiser, eventBody({ title: 'Fill Seeded Hoops', gameType: 'Basketball', dateStart: seededPlayersEvening(), duration: { hours: 1, minutes: 30 }, capacity: 10 }));
    expect(created.status).toBe(201);
    const listed = await candidatesOf(organiser, created.json.id as string);
    expect(listed.status, JSON.stringify(listed.json)).toBe(200);
    expect((listed.json.items as Array<{ uid: string; displayName: string }>).find((c) => c.uid === seededPlayer)).toMatchObject({ displayName: 'Pat Player' });
  });

  it('lists free players nearby who play the game, never the blocked, minors or private hours, for the organiser only', async () => {
    const days = [3, 4, 5, 6].map((d) => localDate(Date.parse(sixPm(d)), ZONE));
    const [organiser, free, blocker, minor, hidden, stranger] = await Promise.all([
      player('fillorg'),
      player('fillfree'),
      player('fillblocker'),
      player('fillminor', { birthdate: `${new Date().getUTCFullYear() - 15}-01-01` }),
      player('fillhidden'),
      player('fillstranger'),
    ]);
    await Promise.all([freeOn(free, days), freeOn(blocker, days), freeOn(minor, days), freeOn(hidden, days, { visibilityMode: 'filtered' })]);
    expect((await api('POST', `/api/users/${blocker.uid}/blocks`, { token: blocker.idToken, body: { userIds: [organiser.uid] } })).status).toBeLessThan(300);
    const created = await game(organiser, 3);
    expect(created.status).toBe(201);
    const eventId = created.json.id as string;

    expect((await candidatesOf(stranger, eventId)).status).toBe(403);
    expect((await api('GET', `/api/events/${eventId}/fill-candidates`, {})).status).toBe(401);
    expect((await candidatesOf(organiser, 'no-such-event')).status).toBe(404);
    const bad = await candidatesOf(organiser, eventId, 'limit=0');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('limit');
    const badInvite = await invite(organiser, eventId, 500);
    expect(badInvite.status).toBe(400);
    expect(badInvite.json.message).toContain('limit');

    const listed = await candidatesOf(organiser, eventId);
    expect(listed.status, JSON.stringify(listed.json)).toBe(200);
    const items = listed.json.items as Array<Record<string, unknown>>;
    const uids = items.map((c) => c.uid);
    expect(uids).toContain(free.uid);
    for (const never of [blocker, minor, hidden, stranger, organiser]) expect(uids).not.toContain(never.uid);
    // Free at this time, and nothing of their other hours.
    expect(Object.keys(items.find((c) => c.uid === free.uid)!).sort()).toEqual(['displayName', 'distanceMiles', 'photoURL', 'uid']);
  });

  it('invites each person once per occurrence, never again after "Not this time", and at most the weekly limit', async () => {
    const days = [3, 4, 5, 6].map((d) => localDate(Date.parse(sixPm(d)), ZONE));
    const [organiser, a, b] = await Promise.all([player('fillorg2'), player('fillplayera'), player('fillplayerb')]);
    await Promise.all([freeOn(a, days), freeOn(b, days)]);
    const first = (await game(organiser, 3)).json.id as string;
    const mine = (res: { json: Record<string, unknown> }) => ((res.json.invited ?? []) as string[]).filter((u) => u === a.uid || u === b.uid);

    // Everyone free is invited once; asking again invites nobody twice.
    const sent = await invite(organiser, first, 50);
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(mine(sent).sort()).toEqual([a.uid, b.uid].sort());
    expect(mine(await invite(organiser, first, 50))).toEqual([]);
    expect(((await candidatesOf(organiser, first)).json.items as Array<{ uid: string }>).map((c) => c.uid)).not.toContain(a.uid);

    // "Not this time" from a; only an invited person can decline.
    const occurrence = sent.json.occurrence as string;
    expect((await api('POST', `/api/events/${first}/fill-invites/decline`, { token: a.idToken, body: { occurrence } })).status).toBe(201);
    expect((await api('POST', `/api/events/${first}/fill-invites/decline`, { token: organiser.idToken, body: { occurrence } })).status).toBe(404);

    // b reaches the weekly limit over more games; a, who declined only the first game, is still asked elsewhere.
    const more = await Promise.all([4, 5, 6].map((d) => game(organiser, d)));
    const invitedB: string[] = [];
    for (const g of more) {
      const res = await invite(organiser, g.json.id as string, 50);
      expect(res.status).toBe(201);
      if (mine(res).includes(b.uid)) invitedB.push(g.json.id as string);
    }
    expect(invitedB).toHaveLength(FILL_INVITES_PER_WEEK - 1);
  });

  it('tells the invited person how they answered, from their RSVP or their decline, and nobody else', async () => {
    const days = [3, 4, 5, 6].map((d) => localDate(Date.parse(sixPm(d)), ZONE));
    const [organiser, joiner, decliner, other] = await Promise.all([player('fillorg3'), player('filljoiner'), player('filldecliner'), player('fillother')]);
    await Promise.all([freeOn(joiner, days), freeOn(decliner, days)]);
    const eventId = (await game(organiser, 3)).json.id as string;
    const sent = await invite(organiser, eventId, 50);
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(sent.json.invited).toEqual(expect.arrayContaining([joiner.uid, decliner.uid]));
    const occurrence = sent.json.occurrence as string;
    const answerOf = (who: User, at = occurrence) => api('GET', `/api/events/${eventId}/fill-invites/me?occurrence=${encodeURIComponent(at)}`, { token: who.idToken });

    expect((await answerOf(joiner)).json).toEqual({ occurrence, answer: null, closed: null });
    expect((await api('POST', `/api/events/${eventId}/rsvps`, { token: joiner.idToken, body: { occurrence } })).status).toBe(201);
    expect((await api('POST', `/api/events/${eventId}/fill-invites/decline`, { token: decliner.idToken, body: { occurrence } })).status).toBe(201);
    expect((await answerOf(joiner)).json).toEqual({ occurrence, answer: 'joined', closed: null });
    expect((await answerOf(decliner)).json).toEqual({ occurrence, answer: 'declined', closed: null });

    // Leaving again makes the invitation answerable again.
    expect((await api('DELETE', `/api/events/${eventId}/rsvps/me?occurrence=${encodeURIComponent(occurrence)}`, { token: joiner.idToken })).status).toBe(200);
    expect((await answerOf(joiner)).json).toEqual({ occurrence, answer: null, closed: null });

    // Only the invited person has one; the occurrence is checked as input.
    expect((await answerOf(other)).status).toBe(404);
    expect((await answerOf(organiser)).status).toBe(404);
    expect((await api('GET', `/api/events/${eventId}/fill-invites/me?occurrence=${encodeURIComponent(occurrence)}`, {})).status).toBe(401);
    const bad = await answerOf(joiner, 'tomorrow');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toContain('occurrence');
  }, 180_000);
});

import { beforeAll, describe, expect, it } from 'vitest';
import { eventMessages } from '@shared/constants/messages';
import { emptyWeek } from '@shared/schemas/availability';
import { fillMessages } from '@shared/schemas/fill';
import { localDate, wallTimeToIso } from '@shared/time/zoned-time';
import { fill } from '../../lambdas/data/fill';
import { goNoGos } from '../../lambdas/data/go-no-go';
import { notifications } from '../../lambdas/data/notifications';
import { goNoGoScheduleName, handleGoNoGo } from '../../lambdas/domain/events/go-no-go';
import type { StoredSchedule } from '../../lib/local/scheduler-fake';
import { createEvent, denverPoint, eventBody, person, type User } from '../fixtures/events';
import { api, newUser, stack } from '../fixtures/local';
import { until } from '../fixtures/until';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** A start on a whole minute (the scheduler's at() has whole seconds), `hours` from now. */
const startIn = (hours: number) => Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000;

const twin = () => `${stack().env.SCHEDULER_ENDPOINT}/_local`;

/** The event's one-time schedule in the scheduler twin, with its message, or undefined. */
async function scheduleOf(eventId: string): Promise<(StoredSchedule & { message: Record<string, unknown> }) | undefined> {
  const { schedules } = (await (await fetch(`${twin()}/schedules`)).json()) as { schedules: StoredSchedule[] };
  const found = schedules.find((s) => s.name === goNoGoScheduleName(eventId));
  return found && { ...found, message: JSON.parse(found.target.input) as Record<string, unknown> };
}

/** Fire the event's schedule now, as at its own time: the clock moved to it. */
async function fire(eventId: string) {
  const res = await fetch(`${twin()}/fire?name=${goNoGoScheduleName(eventId)}`, { method: 'POST' });
  expect(res.status).toBe(200);
}


const titled = async (user: User, title: string) => (await notifications.listByUser(user.uid, { limit: 200 })).filter((n) => n.title === title);
const getEvent = async (user: User, eventId: string) => (await api('GET', `/api/events/${eventId}`, { token: user.idToken })).json;
const join = (user: User, eventId: string) => api('POST', `/api/events/${eventId}/rsvps`, { token: user.idToken, body: {} });

let organiser: User;
let ana: User;
let ben: User;
beforeAll(async () => {
  [organiser, ana, ben] = await Promise.all([person('gngorg'), person('gngana'), person('gngben')]);
});

const ZONE = 'America/Denver';
/** The rescue's game: no other test plays it, so only the people made here can be its candidates. */
const RESCUE_GAME = 'Kickball';
/** 18:00 Denver time on the local date `days` ahead: more than 30 hours away whenever the test runs. */
const sixPm = (days: number) => Date.parse(wallTimeToIso(localDate(Date.now() + days * 24 * HOUR, ZONE), '18:00', ZONE)!);

/**
 * Someone Fill this game can find for the rescue's game, with a profile in Denver: they play it
 * (interests) and have these hours on the game's date, and `profile` adds to what they said.
 */
async function rescuePlayer(prefix: string, date: string, hours: { startTime: string; endTime: string }, profile: Record<string, unknown> = {}) {
  const user = await newUser(prefix);
  const body = { displayName: prefix, fullName: `${prefix} Tester`, defaultCity: { name: 'Denver, CO', ...denverPoint }, additionalInfo: {}, ...profile };
  expect((await api('PUT', `/api/users/${user.uid}`, { token: user.idToken, body })).status).toBe(200);
  const interests = { sportAvailability: [{ sport: RESCUE_GAME, toggle: true }] };
  expect((await api('PUT', `/api/users/${user.uid}/sport-availability`, { token: user.idToken, body: interests })).status).toBe(200);
  const dateSpecific = [{ id: 'rescue', date, endDate: null, timeRanges: [hours], dailyTimeRanges: [], isTraveling: false, location: null }];
  const saved = await api('PUT', `/api/users/${user.uid}/availability`, { token: user.idToken, body: { weekly: emptyWeek(), dateSpecific, privacy: {} } });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return user;
}

const minimumBody = (title: string, start: number, patch: Record<string, unknown> = {}) =>
  eventBody({ title, dateStart: iso(start), hasMinimumNeeded: true, minimumNeeded: 2, hoursToCancelBefore: 24, ...patch });

describe('go/no-go at the cut-off', () => {
  it('runs the rescue of a short game when its window opens, inviting only the free players who fit, then calls it off at the cut-off and tells everyone', async () => {
    const start = sixPm(4);
    const title = `Short Game ${ana.uid.slice(0, 6)}`;
    // Near the game, playing it: one free for the whole game, one free only for its first hour, a
    // minor free for it, and one free for it who has blocked the organiser.
    const date = localDate(start, ZONE);
    const evening = { startTime: '17:00', endTime: '21:00' };
    const [free, busy, minor, blocker] = await Promise.all([
      rescuePlayer('gngfree', date, evening),
      rescuePlayer('gngbusy', date, { startTime: '17:00', endTime: '19:00' }),
      rescuePlayer('gngminor', date, evening, { birthdate: `${new Date().getUTCFullYear() - 15}-01-01` }),
      rescuePlayer('gngblocker', date, evening),
    ]);
    expect((await api('POST', `/api/users/${blocker.uid}/blocks`, { token: blocker.idToken, body: { userIds: [organiser.uid] } })).status).toBeLessThan(300);
    const created = await createEvent(organiser, minimumBody(title, start, { gameType: RESCUE_GAME, minimumNeeded: 3, rescueHours: 6 }));
    expect(created.status).toBe(201);
    const eventId = created.json.id as string;
    expect(created.json.goNoGo).toMatchObject({ state: 'pending', decisionAt: iso(start - 24 * HOUR), rescueAt: iso(start - 30 * HOUR) });
    expect(await scheduleOf(eventId)).toMatchObject({
      expression: `at(${iso(start - 30 * HOUR).slice(0, 19)})`,
      deleteAfterCompletion: true,
      target: { arn: stack().env.ANNOUNCE_QUEUE_ARN },
      message: { kind: 'go-no-go', eventId, occurrence: iso(start), step: 'rescue', at: '<aws.scheduler.scheduled-time>' },
    });
    expect((await join(ana, eventId)).status).toBe(201);

    await fire(eventId);
    // The rescue ran once for this date, and the schedule moved on to the decision at the cut-off.
    const decideAt = await until(async () => {
      const s = await scheduleOf(eventId);
      return s?.message.step === 'decide' && s;
    });
    expect(decideAt.expression).toBe(`at(${iso(start - 24 * HOUR).slice(0, 19)})`);
    const [record] = await goNoGos.ofEvent(eventId);
    expect(record).toMatchObject({ occurrence: iso(start), rescuedAt: expect.any(String) });
    expect(record!.decision).toBeUndefined();
    // Fill this game ran as the system: the one who fits is invited and told, and the count recorded
    // is what was sent; nobody busy for part of the game, no minor, nobody in a block with the organiser.
    const invited = (await fill.invitesOf(eventId)).filter((i) => i.occurrence === iso(start));
    expect(invited.map((i) => i.uid)).toEqual([free.uid]);
    expect(invited[0]).toMatchObject({ invitedBy: 'system', status: 'invited' });
    expect(record!.invited).toBe(1);
    await until(async () => (await titled(free, fillMessages.inviteTitle(title))).length === 1);
    for (const never of [busy, minor, blocker]) expect(await titled(never, fillMessages.inviteTitle(title))).toHaveLength(0);

    await fire(eventId);
    const after = await until(async () => {
      const e = await getEvent(ana, eventId);
      return e.cancelled === true && e;
    });
    expect(after.goNoGo).toMatchObject({ state: 'called-off' });
    await until(async () => (await titled(ana, eventMessages.calledOffTitle(title))).length === 1);
    await until(async () => (await titled(organiser, eventMessages.calledOffTitle(title))).length === 1);
    expect(await scheduleOf(eventId)).toBeUndefined();
  });

  it('tells everyone joined the game is on when the minimum is met, and a redelivery never reverses the call', async () => {
    const start = startIn(60);
    const title = `Enough Game ${ben.uid.slice(0, 6)}`;
    const created = await createEvent(organiser, minimumBody(title, start));
    const eventId = created.json.id as string;
    expect((await scheduleOf(eventId))?.message).toMatchObject({ step: 'decide' });
    expect((await join(ana, eventId)).status).toBe(201);
    expect((await join(ben, eventId)).status).toBe(201);

    await fire(eventId);
    for (const user of [ana, ben, organiser]) await until(async () => (await titled(user, eventMessages.gameOnTitle(title))).length === 1);
    expect((await getEvent(ben, eventId)).goNoGo).toMatchObject({ state: 'game-on' });

    // Ben leaves, so the game is now short; the same message delivered again decides nothing new.
    expect((await api('DELETE', `/api/events/${eventId}/rsvps/me`, { token: ben.idToken })).status).toBe(200);
    const again = { kind: 'go-no-go', eventId, occurrence: iso(start), step: 'decide', at: `${iso(start - 24 * HOUR).slice(0, 19)}Z` } as const;
    expect(await handleGoNoGo(again)).toBe('game-on');
    const event = await getEvent(ana, eventId);
    expect(event.cancelled).toBe(false);
    expect(event.goNoGo).toMatchObject({ state: 'game-on' });
    expect((await goNoGos.ofEvent(eventId)).map((r) => r.decision)).toEqual(['game-on']);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await titled(ana, eventMessages.gameOnTitle(title))).toHaveLength(1);
    expect(await titled(ana, eventMessages.calledOffTitle(title))).toHaveLength(0);
  });

  it('moves the schedule when the event moves, and deletes it when the minimum is turned off or the event is cancelled', async () => {
    const start = startIn(96);
    const created = await createEvent(organiser, minimumBody(`Moving Game ${ana.uid.slice(0, 6)}`, start));
    const eventId = created.json.id as string;
    expect((await scheduleOf(eventId))?.expression).toBe(`at(${iso(start - 24 * HOUR).slice(0, 19)})`);

    const later = start + 26 * HOUR;
    const moved = await api('PUT', `/api/events/${eventId}`, {
      token: organiser.idToken,
      body: minimumBody(`Moving Game ${ana.uid.slice(0, 6)}`, later, { version: 1 }),
    });
    expect(moved.status).toBe(200);
    expect(await scheduleOf(eventId)).toMatchObject({ expression: `at(${iso(later - 24 * HOUR).slice(0, 19)})`, message: { occurrence: iso(later) } });

    // A message from before the move (the old cut-off) is stale: nothing is decided.
    expect(await handleGoNoGo({ kind: 'go-no-go', eventId, occurrence: iso(start), step: 'decide', at: iso(start - 24 * HOUR) })).toBe('skipped');

    const off = await api('PUT', `/api/events/${eventId}`, {
      token: organiser.idToken,
      body: minimumBody(`Moving Game ${ana.uid.slice(0, 6)}`, later, { version: 2, hasMinimumNeeded: false, minimumNeeded: null }),
    });
    expect(off.status).toBe(200);
    expect(await scheduleOf(eventId)).toBeUndefined();

    const other = await createEvent(organiser, minimumBody(`Cancelled Game ${ana.uid.slice(0, 6)}`, start));
    const otherId = other.json.id as string;
    expect(await scheduleOf(otherId)).toBeDefined();
    expect((await api('POST', `/api/events/${otherId}/cancel`, { token: organiser.idToken, body: {} })).status).toBeLessThan(300);
    expect(await scheduleOf(otherId)).toBeUndefined();
  });

  it('decides each date of a series: a short date is called off and leaves the series, and the next date gets its own decision', async () => {
    const start = startIn(50);
    const title = `Weekly Game ${ana.uid.slice(0, 6)}`;
    const created = await createEvent(
      organiser,
      minimumBody(title, start, { reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate: iso(start + 15 * 24 * HOUR).slice(0, 10) } }),
    );
    expect(created.status).toBe(201);
    const eventId = created.json.id as string;
    const [first, second] = created.json.occurrences as string[];
    expect((await scheduleOf(eventId))?.message).toMatchObject({ occurrence: first, step: 'decide' });
    expect((await api('POST', `/api/events/${eventId}/rsvps`, { token: ana.idToken, body: { occurrence: first } })).status).toBe(201);

    await fire(eventId);
    const next = await until(async () => {
      const s = await scheduleOf(eventId);
      return s?.message.occurrence === second && s;
    });
    expect(next.expression).toBe(`at(${iso(Date.parse(second!) - 24 * HOUR).slice(0, 19)})`);
    const event = await getEvent(ana, eventId);
    expect(event.cancelled).toBe(false);
    expect(event.occurrences).not.toContain(first);
    expect(event.goNoGo).toMatchObject({ occurrence: second, state: 'pending', calledOff: [first] });
    await until(async () => (await titled(ana, eventMessages.calledOffTitle(title))).length === 1);
  });
});

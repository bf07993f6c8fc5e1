import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventMessages } from '@shared/constants/messages';
import { fillMessages } from '@shared/schemas/fill';
import { fill } from '../../lambdas/data/fill';
import { notifications } from '../../lambdas/data/notifications';
import { rsvps } from '../../lambdas/data/rsvps';
import { handleGoNoGo } from '../../lambdas/domain/events/go-no-go';
import { finishEventEdit, updateEvent } from '../../lambdas/domain/events/events';
import { eventEdits } from '../../lambdas/data/event-edits';
import { events } from '../../lambdas/data/events';
import { updateEventInput } from '@shared/schemas/event';
import { createEvent, eventBody, person, type User } from '../fixtures/events';
import { api } from '../fixtures/local';
import { until } from '../fixtures/until';

/**
 * An organiser moving a game (or reshaping a series) after people joined: the spots go with the
 * date, as they would with any organiser's message "we moved to 7", and nobody is lost.
 */
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const startIn = (hours: number) => Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000;

const titled = async (user: User, title: string) => (await notifications.listByUser(user.uid, { limit: 200 })).filter((n) => n.title === title);
const join = (user: User, eventId: string, body: Record<string, unknown> = {}) => api('POST', `/api/events/${eventId}/rsvps`, { token: user.idToken, body });
const edit = (user: User, eventId: string, body: Record<string, unknown>) => api('PUT', `/api/events/${eventId}`, { token: user.idToken, body });

let organiser: User;
let ana: User;
let ben: User;
let cara: User;
let dan: User;
beforeAll(async () => {
  [organiser, ana, ben, cara, dan] = await Promise.all([person('mvorg'), person('mvana'), person('mvben'), person('mvcara'), person('mvdan')]);
});

describe('moving a game that people joined', () => {
  it('takes the joined, their guests and the waitlist to the new time, tells them, keeps invitations, and go/no-go counts them there', async () => {
    const start = startIn(96);
    const title = `Moved Game ${ana.uid.slice(0, 6)}`;
    const body = (at: number, patch: Record<string, unknown> = {}) =>
      eventBody({ title, dateStart: iso(at), capacity: 3, allowParticipantGuests: true, guestLimit: 1, hasMinimumNeeded: true, minimumNeeded: 2, hoursToCancelBefore: 24, ...patch });
    const created = await createEvent(organiser, body(start));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const eventId = created.json.id as string;
    expect((await join(ana, eventId, { guests: 1 })).status).toBe(201);
    expect((await join(ben, eventId)).status).toBe(201);
    expect((await join(cara, eventId)).status).toBe(201); // full: waitlisted
    expect(await fill.claimInvite({ eventId, occurrence: iso(start), uid: dan.uid, invitedBy: organiser.uid }, { week: '2099-W01', weeklyMax: 5, expiresAt: Math.floor(Date.now() / 1000) + 86_400 })).toBe('invited');

    const later = start + 26 * HOUR;
    const moved = await edit(organiser, eventId, body(later, { version: 1 }));
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(moved.json.occurrences).toEqual([iso(later)]);
    // Ana (with her guest), Ben and Cara on the waitlist: the organiser's toast says they were taken along.
    expect(moved.json.rsvpsMoved).toBe(3);

    expect(await rsvps.ofOccurrence(eventId, iso(start))).toEqual([]);
    const there = await rsvps.ofOccurrence(eventId, iso(later));
    expect(Object.fromEntries(there.map((r) => [r.userId, [r.status, r.guests]]))).toEqual({
      [ana.uid]: ['joined', 1],
      [ben.uid]: ['joined', 0],
      [cara.uid]: ['waitlisted', 0],
    });
    expect(await rsvps.counters(eventId, iso(later))).toMatchObject({ taken: 3, joined: 2, guests: 1, waitlisted: 1 });
    expect(await rsvps.counters(eventId, iso(start))).toMatchObject({ taken: 0, joined: 0, waitlisted: 0 });
    const seen = await api('GET', `/api/events/${eventId}`, { token: ana.idToken });
    expect(seen.json.counts).toMatchObject({ joined: 2, waitlisted: 1, spotsLeft: 0 });

    for (const user of [ana, ben, cara]) await until(async () => (await titled(user, eventMessages.movedTitle(title))).length === 1);
    expect(await titled(organiser, eventMessages.movedTitle(title))).toHaveLength(0);
    // The invitation is for the new time, sent again with its one-tap join; the old date has none.
    expect(await fill.invite(eventId, iso(start), dan.uid)).toBeNull();
    expect(await fill.invite(eventId, iso(later), dan.uid)).toMatchObject({ status: 'invited', invitedBy: organiser.uid });
    const invites = await until(async () => {
      const got = await titled(dan, fillMessages.inviteTitle(title));
      return got.length === 1 && got;
    });
    expect(invites[0]!.data).toMatchObject({ occurrence: iso(later), action: 'fillInvite' });
    const mine = await api('GET', `/api/events/${eventId}/fill-invites/me?occurrence=${encodeURIComponent(iso(later))}`, { token: dan.idToken });
    expect(mine.json).toMatchObject({ occurrence: iso(later), answer: null, closed: null });
    // The notice for the old time says the date moved, instead of offering a join the server refuses.
    const old = await api('GET', `/api/events/${eventId}/fill-invites/me?occurrence=${encodeURIComponent(iso(start))}`, { token: dan.idToken });
    expect(old.json).toMatchObject({ occurrence: iso(start), answer: null, closed: 'moved' });
    const stranger = await api('GET', `/api/events/${eventId}/fill-invites/me?occurrence=${encodeURIComponent(iso(start))}`, { token: ben.idToken });
    expect(stranger.status).toBe(404);

    // The waitlist keeps its order ahead of a newcomer, and the game is on with its two players.
    expect((await join(dan, eventId)).status).toBe(201);
    const queue = (await rsvps.ofOccurrence(eventId, iso(later))).filter((r) => r.status === 'waitlisted').sort((a, b) => a.waitSeq! - b.waitSeq!);
    expect(queue.map((r) => r.userId)).toEqual([cara.uid, dan.uid]);
    const decided = await handleGoNoGo({ kind: 'go-no-go', eventId, occurrence: iso(later), step: 'decide', at: iso(later - 24 * HOUR) });
    expect(decided).toBe('game-on');

    // Cancelled after all: the invitation says so rather than offering a join.
    expect((await api('POST', `/api/events/${eventId}/cancel`, { token: organiser.idToken, body: {} })).status).toBeLessThan(300);
    const after = await api('GET', `/api/events/${eventId}/fill-invites/me?occurrence=${encodeURIComponent(iso(later))}`, { token: dan.idToken });
    expect(after.json).toMatchObject({ closed: 'cancelled' });
  });

  it('counts the people a shifted series took along, on whichever date they were, for the organiser', async () => {
    const start = startIn(30);
    const title = `Shifted Series ${cara.uid.slice(0, 6)}`;
    const weekly = { frequency: 'weekly', daysOfWeek: [], endDate: iso(start + 15 * 24 * HOUR).slice(0, 10) };
    const created = await createEvent(organiser, eventBody({ title, dateStart: iso(start), reoccurringInfo: weekly }));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const eventId = created.json.id as string;
    const third = (created.json.occurrences as string[])[2]!;
    expect((await join(cara, eventId, { occurrence: third })).status).toBe(201);

    const shifted = await edit(organiser, eventId, eventBody({ title, dateStart: iso(start + HOUR), reoccurringInfo: weekly, version: 1 }));
    expect(shifted.status, JSON.stringify(shifted.json)).toBe(200);
    // The next date had nobody (the counts the page shows); Cara's date moved with her.
    expect((shifted.json.counts as { joined: number }).joined).toBe(0);
    expect(shifted.json.rsvpsMoved).toBe(1);
  });

  it('calls off, for the people on it, a date a series no longer has, and leaves the other dates alone', async () => {
    const start = startIn(30);
    const title = `Shortened Series ${ben.uid.slice(0, 6)}`;
    const weekly = (endDays: number) => ({ frequency: 'weekly', daysOfWeek: [], endDate: iso(start + endDays * 24 * HOUR).slice(0, 10) });
    const created = await createEvent(organiser, eventBody({ title, dateStart: iso(start), reoccurringInfo: weekly(15) }));
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const eventId = created.json.id as string;
    const [first, , third] = created.json.occurrences as string[];
    expect((await join(ana, eventId, { occurrence: first })).status).toBe(201);
    expect((await join(ben, eventId, { occurrence: third })).status).toBe(201);

    const shorter = await edit(organiser, eventId, eventBody({ title, dateStart: iso(start), reoccurringInfo: weekly(8), version: 1 }));
    expect(shorter.status, JSON.stringify(shorter.json)).toBe(200);
    expect(shorter.json.occurrences).not.toContain(third);
    expect(shorter.json.rsvpsMoved).toBe(0);

    const dropped = await until(async () => {
      const got = await titled(ben, eventMessages.dateDroppedTitle(title));
      return got.length === 1 && got;
    });
    expect(dropped[0]!.message).toContain(`off the schedule of ${title}. Your RSVP for that date has been released.`);
    expect((await rsvps.ofOccurrence(eventId, first!)).map((r) => r.userId)).toEqual([ana.uid]);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await titled(ana, eventMessages.dateDroppedTitle(title))).toHaveLength(0);
    expect(await titled(ana, eventMessages.movedTitle(title))).toHaveLength(0);
  });
});

describe('an edit that stopped half-way', () => {
  it('is finished by its delayed check: everyone reaches the new date and is told once; a finished edit leaves nothing to do', async () => {
    const start = startIn(120);
    const later = start + 30 * HOUR;
    const title = `Half Moved ${ana.uid.slice(0, 6)}`;
    const body = (at: number, patch: Record<string, unknown> = {}) => eventBody({ title, dateStart: iso(at), capacity: 6, ...patch });
    const created = await createEvent(organiser, body(start));
    const eventId = created.json.id as string;
    for (const user of [ana, ben, cara]) expect((await join(user, eventId)).status).toBe(201);

    // The edit's Lambda stops after the save, while it carries the second person over.
    const move = rsvps.move.bind(rsvps);
    let moves = 0;
    vi.spyOn(rsvps, 'move').mockImplementation(async (...args) => {
      if (++moves === 2) throw new Error('Lambda stopped');
      return move(...args);
    });
    try {
      await expect(updateEvent({ uid: organiser.uid }, eventId, updateEventInput.parse(body(later, { version: 1 })))).rejects.toThrow('Lambda stopped');
    } finally {
      vi.restoreAllMocks();
    }
    expect((await events.get(eventId))?.version).toBe(2);
    expect(await rsvps.ofOccurrence(eventId, iso(start))).toHaveLength(2);
    expect(await eventEdits.before(eventId, 2)).toMatchObject({ dateStart: iso(start) });

    // The check, as the announce consumer runs it minutes later.
    expect(await finishEventEdit(eventId, 2)).toBe('finished');
    expect(await rsvps.ofOccurrence(eventId, iso(start))).toEqual([]);
    expect((await rsvps.ofOccurrence(eventId, iso(later))).map((r) => r.userId).sort()).toEqual([ana.uid, ben.uid, cara.uid].sort());
    expect(await rsvps.counters(eventId, iso(later))).toMatchObject({ taken: 3, joined: 3 });
    // The one carried over before the stop is told too; nobody twice.
    for (const user of [ana, ben, cara]) await until(async () => (await titled(user, eventMessages.movedTitle(title))).length === 1);
    expect(await eventEdits.before(eventId, 2)).toBeNull();
    // A redelivered check finds nothing to do.
    expect(await finishEventEdit(eventId, 2)).toBe('done');

    // An edit that finished leaves no note, so its check does nothing.
    const again = await edit(organiser, eventId, body(later + HOUR, { version: 2 }));
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json.rsvpsMoved).toBe(3);
    expect(await eventEdits.before(eventId, 3)).toBeNull();
    expect(await finishEventEdit(eventId, 3)).toBe('done');
    await new Promise((r) => setTimeout(r, 1000));
    for (const user of [ana, ben, cara]) expect(await titled(user, eventMessages.movedTitle(title))).toHaveLength(2);
  });

  it('drops the note of an edit whose save never happened', async () => {
    const created = await createEvent(organiser, eventBody({ title: `Unsaved ${ana.uid.slice(0, 6)}`, dateStart: iso(startIn(140)) }));
    const eventId = created.json.id as string;
    const before = (await events.get(eventId))!;
    await eventEdits.open(before, 2);
    expect(await finishEventEdit(eventId, 2)).toBe('not-saved');
    expect(await eventEdits.before(eventId, 2)).toBeNull();
    expect((await events.get(eventId))?.version).toBe(1);
  });
});

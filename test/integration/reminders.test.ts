import { beforeAll, describe, expect, it } from 'vitest';
import { reminderSlot, REMINDER_SLOT_MS } from '@shared/constants/reminders';
import { notifications } from '../../lambdas/data/notifications';
import { runJob } from '../../lib/local/scheduler';
import { createEvent, eventBody, person, type User } from '../fixtures/events';
import { api, mailsTo } from '../fixtures/local';
import { until } from '../fixtures/until';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

/** The reminder notifications a person holds for one event, as { occurrence, hoursBefore }. */
async function remindersOf(user: User, eventId: string) {
  const all = await notifications.listByUser(user.uid, { limit: 200 });
  return all
    .filter((n) => n.title.startsWith('Reminder:') && n.data?.eventId === eventId)
    .map((n) => ({ occurrence: n.data?.occurrence as string, hoursBefore: n.data?.hoursBefore as number }))
    .sort((a, b) => a.occurrence.localeCompare(b.occurrence) || a.hoursBefore - b.hoursBefore);
}


let organiser: User;
let defaults: User;
let twoHoursByMail: User;
let leaver: User;
let cancelledJoiner: User;
beforeAll(async () => {
  [organiser, defaults, twoHoursByMail, leaver, cancelledJoiner] = await Promise.all([
    person('remorg'),
    person('remdef'),
    person('rem2h'),
    person('remleave'),
    person('remcanc'),
  ]);
  const settings = await api('PUT', `/api/users/${twoHoursByMail.uid}/notification-settings`, {
    token: twoHoursByMail.idToken,
    body: { notificationSettings: { eventReminder24h: { email: false, push: false }, eventReminder2h: { email: true, push: false } } },
  });
  expect(settings.status).toBe(200);
});

describe('reminders people choose, every quarter hour', () => {
  it('sends each person exactly one reminder per chosen offset per occurrence, none after leaving or for a cancelled or moved game', async () => {
    // Seven minutes past a quarter hour, three days out: a weekly series of two Denver evenings.
    const start = reminderSlot(Date.now() + 3 * DAY) + 7 * 60_000;
    const endDate = iso(start + 8 * DAY).slice(0, 10);
    const title = `Reminder Run ${defaults.uid.slice(0, 6)}`;
    const series = await createEvent(
      organiser,
      eventBody({ title, dateStart: iso(start), reoccurringInfo: { frequency: 'weekly', daysOfWeek: [], endDate } }),
    );
    expect(series.status).toBe(201);
    const seriesId = series.json.id as string;
    const occurrences = (series.json.occurrences as string[]).slice(0, 2);
    expect(occurrences).toHaveLength(2);

    const rsvp = (user: User, eventId: string, body: unknown) => api('POST', `/api/events/${eventId}/rsvps`, { token: user.idToken, body });
    expect((await rsvp(defaults, seriesId, { series: true })).status).toBe(201);
    expect((await rsvp(twoHoursByMail, seriesId, { series: true })).status).toBe(201);
    expect((await rsvp(leaver, seriesId, { occurrence: occurrences[0] })).status).toBe(201);
    const left = await api('DELETE', `/api/events/${seriesId}/rsvps/me?occurrence=${encodeURIComponent(occurrences[0]!)}`, { token: leaver.idToken });
    expect(left.status).toBe(200);

    // A one-off game in the same quarter hours, cancelled after someone joined.
    const cancelled = await createEvent(organiser, eventBody({ title: `${title} off`, dateStart: iso(start + 5 * 60_000) }));
    expect((await rsvp(cancelledJoiner, cancelled.json.id as string, {})).status).toBe(201);
    expect((await api('POST', `/api/events/${cancelled.json.id as string}/cancel`, { token: organiser.idToken, body: {} })).status).toBeLessThan(300);

    // A game moved two days later after someone joined: its old time is no longer in its schedule.
    const moved = await createEvent(organiser, eventBody({ title: `${title} moved`, dateStart: iso(start) }));
    const movedId = moved.json.id as string;
    expect((await rsvp(cancelledJoiner, movedId, {})).status).toBe(201);
    const edit = await api('PUT', `/api/events/${movedId}`, {
      token: organiser.idToken,
      body: eventBody({ title: `${title} moved`, dateStart: iso(start + 2 * DAY), version: 1 }),
    });
    expect(edit.status).toBe(200);

    // Move the clock: every quarter hour from 30 minutes before each reminder is due to 30 after,
    // and the quarter hour it is due in twice (a retried run).
    const slots = new Set<number>();
    for (const occurrence of occurrences) {
      for (const hours of [24, 2]) {
        const due = reminderSlot(Date.parse(occurrence) - hours * HOUR);
        for (let s = due - 2 * REMINDER_SLOT_MS; s <= due + 2 * REMINDER_SLOT_MS; s += REMINDER_SLOT_MS) slots.add(s);
      }
    }
    for (const slot of [...slots].sort()) await runJob('send-event-reminders', iso(slot + 60_000));
    for (const occurrence of occurrences) await runJob('send-event-reminders', iso(reminderSlot(Date.parse(occurrence) - 24 * HOUR)));

    await until(async () => (await remindersOf(defaults, seriesId)).length >= 2 && (await remindersOf(twoHoursByMail, seriesId)).length >= 2);
    // Anything still queued lands in this time.
    await new Promise((r) => setTimeout(r, 2000));

    // Default: 24 hours before only, one per occurrence.
    expect(await remindersOf(defaults, seriesId)).toEqual(occurrences.map((occurrence) => ({ occurrence, hoursBefore: 24 })));
    // Chosen: 2 hours before only.
    expect(await remindersOf(twoHoursByMail, seriesId)).toEqual(occurrences.map((occurrence) => ({ occurrence, hoursBefore: 2 })));
    expect(await remindersOf(leaver, seriesId)).toEqual([]);
    expect(await remindersOf(cancelledJoiner, cancelled.json.id as string)).toEqual([]);
    expect(await remindersOf(cancelledJoiner, movedId)).toEqual([]);

    // By e-mail as each chose: two mails each, one per occurrence.
    const reminderMails = async (user: User) => (await mailsTo(user.email)).filter((m) => m.subject === `Reminder: ${title}` || m.subject.startsWith(`Reminder: ${title} starts`));
    expect(await reminderMails(defaults)).toHaveLength(2);
    expect(await reminderMails(twoHoursByMail)).toHaveLength(2);
  });
});

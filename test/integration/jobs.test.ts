import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { activitySubscriptions } from '../../lambdas/data/activity-subscriptions';
import { events } from '../../lambdas/data/events';
import { pushRegistrations } from '../../lambdas/data/push-registrations';
import { reminderSlot } from '@shared/constants/reminders';
import { runJob } from '../../lib/local/scheduler';
import { sendDigests } from '../../lambdas/domain/digests/send-digests';
import { createEvent, eventBody, inHours, person } from '../fixtures/events';
import { api, mailsTo, waitForMail } from '../fixtures/local';

const day = 24 * 60 * 60 * 1000;

describe('scheduled jobs', () => {
  it('send-digests mails new matching events near a subscription once, and not again on the next run', async () => {
    const userId = `digest-${randomUUID().slice(0, 8)}`;
    const email = `${userId}@example.com`;
    // A spot in the plains east of Denver where no seeded event is.
    const spot = { name: 'Bennett, CO', description: 'Bennett, CO, USA', lat: 39.7589, lng: -104.4275 };
    await activitySubscriptions.put({
      userId,
      subscriptionId: '1700000000000',
      email,
      firstName: 'Dee',
      address: spot,
      radius: 10,
      activities: ['Curling'],
      lastDigestAt: new Date(Date.now() - day).toISOString(),
    });
    await events.create({
      eventId: `evt-${userId}`,
      title: 'Bennett Curling Night',
      gameType: 'Curling',
      dateStart: new Date(Date.now() + 3 * day).toISOString(),
      creatorId: 'someone',
      location: { name: 'Bennett Rink', lat: spot.lat + 0.01, lng: spot.lng },
    });
    await events.create({
      eventId: `evt-${userId}-other`,
      title: 'Bennett Chess Club',
      gameType: 'Chess',
      dateStart: new Date(Date.now() + 3 * day).toISOString(),
      creatorId: 'someone',
      location: { name: 'Bennett Library', lat: spot.lat, lng: spot.lng + 0.01 },
    });
    await runJob('send-digests');
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('1 new game near Bennett, CO');
    expect(mail.body.text).toContain('Bennett Curling Night');
    expect(mail.body.text).not.toContain('Chess');
    await runJob('send-digests');
    await new Promise((r) => setTimeout(r, 1500));
    expect((await mailsTo(email)).length).toBe(1);
  });

  it('send-digests sends one e-mail per person over all their subscriptions, each event once, reading the index a page at a time', async () => {
    const userId = `digest2-${randomUUID().slice(0, 8)}`;
    const email = `${userId}@example.com`;
    // Two overlapping subscriptions in the plains north of Limon, CO (no seeded events).
    const here = { name: 'Hugo, CO', description: 'Hugo, CO, USA', lat: 39.1361, lng: -103.4699 };
    const there = { name: 'Genoa, CO', description: 'Genoa, CO, USA', lat: 39.2786, lng: -103.4994 };
    const base = { userId, email, firstName: 'Lee', radius: 20, lastDigestAt: new Date(Date.now() - day).toISOString() };
    await activitySubscriptions.put({ ...base, subscriptionId: '1', address: here, activities: ['Pickleball', 'Chess'] });
    await activitySubscriptions.put({ ...base, subscriptionId: '2', address: there, activities: ['Pickleball'] });
    const between = { lat: 39.2, lng: -103.48 };
    await events.create({
      eventId: `evt-${userId}-pb`,
      title: 'Plains Pickleball',
      gameType: 'Pickleball',
      dateStart: new Date(Date.now() + 2 * day).toISOString(),
      creatorId: 'someone',
      location: { name: 'Hugo Gym', ...between },
    });
    await events.create({
      eventId: `evt-${userId}-chess`,
      title: 'Hugo Chess',
      gameType: 'Chess',
      dateStart: new Date(Date.now() + 4 * day).toISOString(),
      creatorId: 'someone',
      location: { name: 'Hugo Library', lat: here.lat, lng: here.lng },
    });

    const run = await sendDigests(new Date().toISOString(), 1);
    expect(run.pages).toBeGreaterThanOrEqual(run.subscriptions);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('2 new games near Hugo, CO and Genoa, CO');
    expect(mail.body.text!.match(/Plains Pickleball/g)).toHaveLength(1);
    expect(mail.body.text).toContain(`/evt/evt-${userId}-chess`);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await mailsTo(email)).length).toBe(1);
  });

  it('refresh-push-registrations prunes registrations that missed two refreshes and keeps fresh ones', async () => {
    const userId = `push-${randomUUID().slice(0, 8)}`;
    const reg = { userId, endpoint: 'https://push.example/x', auth: 'a', p256dh: 'p' };
    await pushRegistrations.put({ ...reg, registrationId: 'stale', refreshedAt: new Date(Date.now() - 20 * day).toISOString() });
    await pushRegistrations.put({ ...reg, registrationId: 'fresh', refreshedAt: new Date(Date.now() - 2 * day).toISOString() });
    const result = (await runJob('refresh-push-registrations')) as { pruned: number };
    expect(result.pruned).toBeGreaterThanOrEqual(1);
    expect((await pushRegistrations.listByUser(userId)).map((r) => r.registrationId)).toEqual(['fresh']);
  });

  it('send-event-reminders reminds joined players of games 24 hours after its quarter hour, once, and tells the organiser of each RSVP', async () => {
    const [organiser, player] = await Promise.all([person('remorg'), person('remplay')]);
    const title = `Reminder Hoops ${player.uid.slice(0, 6)}`;
    const make = async (hours: number, name: string) => {
      const res = await createEvent(organiser, eventBody({ title: name, dateStart: inHours(hours) }));
      expect(res.status).toBe(201);
      return res.json as { id: string; dateStart: string };
    };
    const [soon, later] = await Promise.all([make(30, title), make(40, `${title} later`)]);
    for (const e of [soon, later]) {
      expect((await api('POST', `/api/events/${e.id}/rsvps`, { token: player.idToken, body: {} })).status).toBe(201);
    }

    // The organiser hears of the RSVP, in the app and by e-mail.
    const rsvpMail = await waitForMail(organiser.email, (m) => m.subject === `New RSVP for ${title}`);
    expect(rsvpMail.body.text).toContain(`remplay joined ${title}.`);
    expect(rsvpMail.body.text).toContain(`/evt/${soon.id}`);

    // The run for the quarter hour 24 hours before the game.
    const slot = new Date(reminderSlot(Date.parse(soon.dateStart) - 24 * 3_600_000)).toISOString();
    await runJob('send-event-reminders', slot);
    const reminder = await waitForMail(player.email, (m) => m.subject.startsWith(`Reminder: ${title} starts `));
    expect(reminder.subject).toMatch(/ starts \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} (AM|PM) M[SD]T$/);
    expect(reminder.body.text).toContain('Downtown Rec Center');
    expect(reminder.body.text).toContain(`/evt/${soon.id}`);

    // A rerun of the quarter hour reminds nobody twice; the game 40 hours out is not due yet.
    await runJob('send-event-reminders', slot);
    await new Promise((r) => setTimeout(r, 1500));
    const reminders = (await mailsTo(player.email)).filter((m) => m.subject.startsWith('Reminder:'));
    expect(reminders.map((m) => m.subject.split(' starts ')[0])).toEqual([`Reminder: ${title}`]);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { activitySubscriptions } from '../../lambdas/data/activity-subscriptions';
import { events } from '../../lambdas/data/events';
import { pushRegistrations } from '../../lambdas/data/push-registrations';
import { runJob } from '../../lib/local/scheduler';
import { mailsTo, waitForMail } from '../fixtures/local';

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

  it('refresh-push-registrations prunes registrations that missed two refreshes and keeps fresh ones', async () => {
    const userId = `push-${randomUUID().slice(0, 8)}`;
    const reg = { userId, endpoint: 'https://push.example/x', auth: 'a', p256dh: 'p' };
    await pushRegistrations.put({ ...reg, registrationId: 'stale', refreshedAt: new Date(Date.now() - 20 * day).toISOString() });
    await pushRegistrations.put({ ...reg, registrationId: 'fresh', refreshedAt: new Date(Date.now() - 2 * day).toISOString() });
    const result = (await runJob('refresh-push-registrations')) as { pruned: number };
    expect(result.pruned).toBeGreaterThanOrEqual(1);
    expect((await pushRegistrations.listByUser(userId)).map((r) => r.registrationId)).toEqual(['fresh']);
  });
});

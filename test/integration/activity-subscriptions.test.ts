import { beforeAll, describe, expect, it } from 'vitest';
import { activitySubscriptions as index } from '../../lambdas/data/activity-subscriptions';
import { runJob } from '../../lib/local/scheduler';
import { createEvent, eventBody, inHours, person, type User } from '../fixtures/events';
import { api, mailsTo, waitForMail } from '../fixtures/local';
import { as } from '../fixtures/teams';

/** A spot on the plains far from the seeded Denver events and other files' towns. */
const spot = { name: 'Limon, CO', description: 'Limon, CO, USA', lat: 39.2639 + Math.random() / 100, lng: -103.6922 };
const sub = (patch: Record<string, unknown> = {}) => ({
  id: 1_764_000_000_000,
  address: spot,
  radius: 15,
  activities: ['Pickleball', 'Tennis'],
  startDate: null,
  endDate: null,
  ...patch,
});
const save = (user: User, list: unknown[], caller: User = user) =>
  api('PUT', `/api/users/${user.uid}/activity-subscriptions`, { ...as(caller), body: { activitySubscriptions: list } });

describe('activity subscriptions', () => {
  let me: User;
  beforeAll(async () => {
    me = await person('Subby');
  });

  it('saves the list on the profile, mirrors it for the digest and e-mails a confirmation', async () => {
    const res = await save(me, [sub()]);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.activitySubscriptions).toEqual([sub()]);
    expect((await api('GET', '/api/me', as(me))).json.activitySubscriptions).toEqual([sub()]);
    expect((await index.ofUser(me.uid)).map((i) => [i.subscriptionId, i.radius, i.email])).toEqual([[String(sub().id), 15, me.email]]);

    const mail = await waitForMail(me.email, (m) => m.subject === 'Your activity subscription is set');
    expect(mail.body.text).toContain('Pickleball, Tennis within 15 miles of Limon, CO');
  });

  it('edits keep the digest high-water mark, every save (delete-only too) mails what is subscribed now, and deletion removes the index item', async () => {
    const mark = (await index.ofUser(me.uid))[0]!.lastDigestAt;
    const second = sub({ id: 1_764_000_000_001, radius: 30, activities: ['Soccer'], startDate: Date.UTC(2026, 11, 1), endDate: Date.UTC(2026, 11, 31) });
    expect((await save(me, [sub({ radius: 20 }), second])).status).toBe(200);
    const items = await index.ofUser(me.uid);
    expect(items.find((i) => i.subscriptionId === String(sub().id))).toMatchObject({ radius: 20, lastDigestAt: mark });
    expect(items.find((i) => i.subscriptionId === String(second.id))).toMatchObject({ radius: 30, startDate: second.startDate });
    const both = await waitForMail(me.email, (m) => (m.body.text ?? '').includes('- Soccer within 30 miles'));
    expect(both.body.text).toContain('- Pickleball, Tennis within 20 miles of Limon, CO');

    const before = (await mailsTo(me.email)).length;
    expect((await save(me, [second])).status).toBe(200);
    expect((await index.ofUser(me.uid)).map((i) => i.subscriptionId)).toEqual([String(second.id)]);
    const now = await waitForMail(me.email, (m) => (m.body.text ?? '').includes("We'll let you know about Soccer within 30 miles"));
    expect(now.body.text).not.toContain('Pickleball');
    expect((await mailsTo(me.email)).length).toBe(before + 1);

    expect((await save(me, [])).status).toBe(200);
    const cleared = await waitForMail(me.email, (m) => m.subject === 'Your activity subscriptions are cleared');
    expect(cleared.body.text).toContain('You have no activity subscriptions now');
    expect(await index.ofUser(me.uid)).toEqual([]);
    expect((await save(me, [second])).status).toBe(200);
  });

  it('refuses bad input with the field named, and keeps what was saved', async () => {
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ radius: 0 }, 'activitySubscriptions.0.radius', 'Radius must be between 1 and 50 miles'],
      [{ radius: 51 }, 'activitySubscriptions.0.radius'],
      [{ address: { name: 'Nowhere', description: 'Nowhere' } }, 'activitySubscriptions.0.address.lat', 'Please choose a location from the list.'],
      [{ address: { ...spot, description: '  ' } }, 'activitySubscriptions.0.address.description'],
      [{ activities: ['Quidditch'] }, 'activitySubscriptions.0.activities.0'],
      [{ activities: [] }, 'activitySubscriptions.0.activities', 'Pick at least one activity'],
      [{ startDate: Date.UTC(2026, 11, 10), endDate: Date.UTC(2026, 11, 1) }, 'activitySubscriptions.0.endDate'],
    ];
    for (const [patch, path, message] of cases) {
      const res = await save(me, [sub(patch)]);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      const issue = (res.json.issues as Array<{ path: string; message: string }>).find((i) => i.path === path);
      expect(issue, `${JSON.stringify(patch)} → ${JSON.stringify(res.json.issues)}`).toBeDefined();
      if (message) expect(issue!.message).toBe(message);
    }
    expect((await api('GET', '/api/me', as(me))).json.activitySubscriptions).toHaveLength(1);
  });

  it("refuses to change someone else's subscriptions", async () => {
    const other = await person('Nosy');
    expect((await save(me, [sub()], other)).status).toBe(403);
  });

  it('a saved subscription gets a digest of matching events created after it', async () => {
    const digester = await person('Digby');
    expect((await save(digester, [sub({ address: { ...spot, lat: spot.lat + 0.3 }, activities: ['Basketball'] })])).status).toBe(200);
    const created = await createEvent(
      me,
      eventBody({ title: 'Limon Lunch Hoops', gameType: 'Basketball', dateStart: inHours(72), location: { name: 'Limon Gym', lat: spot.lat + 0.3, lng: spot.lng } }),
    );
    expect(created.status).toBe(201);
    await runJob('send-digests');
    const digest = await waitForMail(digester.email, (m) => m.subject.includes('new game'));
    expect(digest.body.text).toContain('Limon Lunch Hoops');
  });

  it('a digest leaves out the games of someone in a block pair with the subscriber', async () => {
    const [reader, blocked, friendly] = await Promise.all([person('Bea'), person('Blockee'), person('Frank')]);
    const there = { ...spot, lat: spot.lat - 0.3 };
    expect((await save(reader, [sub({ address: there, activities: ['Volleyball'] })])).status).toBe(200);
    expect((await api('POST', `/api/users/${reader.uid}/blocks`, { ...as(reader), body: { userIds: [blocked.uid] } })).status).toBe(201);
    for (const [host, title] of [
      [blocked, 'Blocked Host Volley'],
      [friendly, 'Friendly Host Volley'],
    ] as const) {
      const made = await createEvent(host, eventBody({ title, gameType: 'Volleyball', dateStart: inHours(72), location: { name: 'Limon Park', lat: there.lat, lng: there.lng } }));
      expect(made.status, JSON.stringify(made.json)).toBe(201);
    }
    await runJob('send-digests');
    const digest = await waitForMail(reader.email, (m) => m.subject.includes('new game'));
    expect(digest.body.text).toContain('Friendly Host Volley');
    expect(digest.body.text).not.toContain('Blocked Host Volley');
  });
});

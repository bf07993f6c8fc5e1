import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { broadcasts } from '../../lambdas/data/broadcasts';
import { notifications } from '../../lambdas/data/notifications';
import { createBroadcast } from '../../lambdas/domain/broadcasts/broadcasts';
import { sendPage } from '../../lambdas/domain/broadcasts/send-page';
import { person, type User } from '../fixtures/events';
import { api, mailsTo, newAdmin, newUser, waitForMail } from '../fixtures/local';
import { addMember, as, createTeam } from '../fixtures/teams';

const settle = () => new Promise((r) => setTimeout(r, 2500));
const broadcast = (user: User | undefined, body: unknown) => api('POST', '/api/admin/broadcasts', { ...as(user), body });
const announce = (user: User | undefined, teamId: string, body: unknown) => api('POST', `/api/teams/${teamId}/announcements`, { ...as(user), body });
const notesOf = async (uid: string, type: string) => (await notifications.listByUser(uid)).filter((n) => n.type === type);
const block = (by: User, other: User) => api('POST', `/api/users/${by.uid}/blocks`, { token: by.idToken, body: { userIds: [other.uid] } });

/** A point nobody else in the test stack lives near, so an area audience holds only our people. */
const lonelyPoint = () => ({ lat: -40 + Math.random() * 5, lng: 150 + Math.random() * 5 });
async function livingAt(prefix: string, point: { lat: number; lng: number }) {
  const user = await newUser(prefix);
  const profile = { displayName: prefix, fullName: `${prefix} Tester`, defaultCity: { name: 'Far Away', ...point }, additionalInfo: { sports: [`Sport of ${user.uid}`] } };
  const res = await api('PUT', `/api/users/${user.uid}`, { ...as(user), body: profile });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return user;
}
const setTypeChannels = (user: User, type: string, email: boolean, push: boolean) =>
  api('PUT', `/api/users/${user.uid}/notification-settings`, { ...as(user), body: { notificationSettings: { [type]: { email, push } } } });

describe('POST /api/admin/broadcasts', () => {
  it('answers 401 signed out, 403 for a non-admin, 400 naming the field', async () => {
    const user = await person('plain');
    const body = { type: 'news', title: 'Hi', body: 'There', audience: { kind: 'area', lat: 1, lng: 1, radiusMiles: 5 } };
    expect((await broadcast(undefined, body)).status).toBe(401);
    expect((await broadcast(user, body)).status).toBe(403);
    const admin = await newAdmin('bcast');
    const badType = await broadcast(admin, { ...body, type: 'spam' });
    expect(badType.status).toBe(400);
    expect(JSON.stringify(badType.json.issues)).toContain('type');
    const badRadius = await broadcast(admin, { ...body, audience: { kind: 'area', lat: 1, lng: 1, radiusMiles: 0 } });
    expect(badRadius.status).toBe(400);
    expect(JSON.stringify(badRadius.json.issues)).toContain('radiusMiles');
    const unknownAudience = await broadcast(admin, { ...body, audience: { kind: 'friends' } });
    expect(unknownAudience.status).toBe(400);
    expect(JSON.stringify(unknownAudience.json.issues)).toContain('audience');
    expect((await broadcast(admin, { ...body, audience: { kind: 'community', teamId: 'no-such-team' } })).status).toBe(404);
  });

  it('previews the count and text without sending; an area send reaches the people in the radius per their type setting', async () => {
    const here = lonelyPoint();
    const [admin, near, quiet, far] = await Promise.all([
      newAdmin('bcaster'),
      livingAt('near', { lat: here.lat + 0.01, lng: here.lng }),
      livingAt('quiet', { lat: here.lat, lng: here.lng + 0.01 }),
      livingAt('far', { lat: here.lat + 1, lng: here.lng }),
    ]);
    expect((await setTypeChannels(quiet, 'offers', false, false)).status).toBe(200);
    const title = `Offer ${randomUUID().slice(0, 6)}`;
    const body = { type: 'offers', title, body: 'Half-price court hire this week.', audience: { kind: 'area', ...here, radiusMiles: 10 } };

    const preview = await broadcast(admin, { ...body, preview: true });
    expect(preview.status, JSON.stringify(preview.json)).toBe(201);
    expect(preview.json).toEqual({ preview: true, recipients: 2, title, message: body.body });
    await settle();
    expect(await notesOf(near.uid, 'offers')).toHaveLength(0);
    expect(await mailsTo(near.email)).toHaveLength(0);

    const sent = await broadcast(admin, body);
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    expect(sent.json).toMatchObject({ preview: false, recipients: 2, title });
    const record = await broadcasts.get(sent.json.broadcastId as string);
    expect(record).toMatchObject({ senderId: admin.uid, origin: 'admin', type: 'offers', recipients: 2 });

    await waitForMail(near.email, (m) => m.subject.includes(title));
    await settle();
    expect(await notesOf(near.uid, 'offers')).toHaveLength(1);
    // In-app notifications are stored for everyone reached; the e-mail follows the type setting.
    expect(await notesOf(quiet.uid, 'offers')).toHaveLength(1);
    expect((await mailsTo(quiet.email)).filter((m) => m.subject.includes(title))).toHaveLength(0);
    expect(await notesOf(far.uid, 'offers')).toHaveLength(0);
  });

  it('a retried page notifies and mails nobody twice, and loses nobody', async () => {
    const [a, b] = await Promise.all([person('page-a'), person('page-b')]);
    const title = `Survey ${randomUUID().slice(0, 6)}`;
    const sending = { broadcastId: randomUUID(), senderId: 'admin-x', type: 'surveys' as const, title, message: 'Two minutes.' };
    await sendPage(sending, [a.uid, b.uid]);
    await sendPage(sending, [a.uid, b.uid]);
    await Promise.all([waitForMail(a.email, (m) => m.subject.includes(title)), waitForMail(b.email, (m) => m.subject.includes(title))]);
    await settle();
    for (const who of [a, b]) {
      expect(await notesOf(who.uid, 'surveys')).toHaveLength(1);
      expect((await mailsTo(who.email)).filter((m) => m.subject.includes(title))).toHaveLength(1);
    }
  });
});

describe('a broadcast to everyone', () => {
  /** Polls until `check` passes (the pages travel the announce queue, then the notify queue). */
  async function eventually(check: () => Promise<void>, timeoutMs = 200_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        return await check();
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  // Everyone the whole suite has made by then gets it, a few hundred people on one queue shared with
  // the other files: minutes on a loaded 2-core machine, not seconds.
  it('reaches every person with a profile, page by page, never the sender or anyone in a block with them', { timeout: 240_000 }, async () => {
    const admin = await newAdmin('bc-all');
    // A profile, so the admin can be blocked (and is in the directory the walk must skip them in).
    const profile = { displayName: 'Bea Admin', fullName: 'Bea Admin', defaultCity: { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 } };
    expect((await api('PUT', `/api/users/${admin.uid}`, { ...as(admin), body: profile })).status).toBe(200);
    const [a, b, blocker] = await Promise.all([person('all-a'), person('all-b'), person('all-c')]);
    expect((await block(blocker, admin)).status).toBeLessThan(300);
    const title = `Season ${randomUUID().slice(0, 6)}`;
    const body = { type: 'news' as const, title, body: 'Sign-ups are open.', audience: { kind: 'everyone' as const } };

    const preview = await broadcast(admin, { ...body, preview: true });
    expect(preview.status, JSON.stringify(preview.json)).toBe(201);
    expect(preview.json.recipients).toBeGreaterThanOrEqual(2);
    // Pages of five, so this stack's people take many pages on every shard.
    const sent = await createBroadcast({ uid: admin.uid }, { ...body, preview: false }, { pageSize: 5 });
    expect(sent.preview).toBe(false);
    expect(sent.recipients).toBe(preview.json.recipients);

    const titled = async (uid: string) => (await notesOf(uid, 'news')).filter((n) => n.title === title);
    await eventually(async () => {
      expect(await titled(a.uid)).toHaveLength(1);
      expect(await titled(b.uid)).toHaveLength(1);
    });
    await settle();
    expect(await titled(a.uid)).toHaveLength(1);
    expect(await titled(blocker.uid)).toHaveLength(0);
    expect(await titled(admin.uid)).toHaveLength(0);
  });
});

describe('POST /api/teams/{id}/announcements', () => {
  it('403 for a member; an admin reaches the members except anyone in a block pair with them', async () => {
    const [owner, teamAdmin, member, blocker] = await Promise.all([person('owner'), person('tadmin'), person('member'), person('blocker')]);
    const team = await createTeam(owner);
    await addMember(team, owner, teamAdmin, 'admin');
    await addMember(team, owner, member);
    await addMember(team, owner, blocker);
    expect((await block(blocker, teamAdmin)).status).toBe(201);

    const body = { title: `Practice moved ${randomUUID().slice(0, 6)}`, body: 'Thursday at 7 instead.' };
    expect((await announce(undefined, team.id, body)).status).toBe(401);
    expect((await announce(member, team.id, body)).status).toBe(403);
    const bad = await announce(teamAdmin, team.id, { title: '', body: 'x' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json.issues)).toContain('title');
    expect((await announce(teamAdmin, 'no-such-team', body)).status).toBe(404);

    const res = await announce(teamAdmin, team.id, body);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json).toMatchObject({ preview: false, recipients: 2 });
    await waitForMail(member.email, (m) => m.subject.includes(body.title));
    await settle();
    expect(await notesOf(member.uid, 'announcements')).toHaveLength(1);
    expect(await notesOf(owner.uid, 'announcements')).toHaveLength(1);
    expect(await notesOf(blocker.uid, 'announcements')).toHaveLength(0);
    expect(await notesOf(teamAdmin.uid, 'announcements')).toHaveLength(0);
  });
});

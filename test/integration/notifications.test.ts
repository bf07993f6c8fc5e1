import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../lambdas/data/notifications';
import { api, newUser } from '../fixtures/local';

type User = Awaited<ReturnType<typeof newUser>>;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/** Three records whose ids do not sort by time (ids are the producers' keys), oldest first. */
async function seed(user: User) {
  const ids = ['zeta-old', 'alpha-new', 'mid-' + randomUUID().slice(0, 4)];
  await notifications.createOnce({ userId: user.uid, notificationId: ids[0]!, type: 'news', title: 'Oldest', createdAt: minutesAgo(30) });
  await notifications.createOnce({ userId: user.uid, notificationId: ids[2]!, type: 'eventJoined', title: 'Middle', createdAt: minutesAgo(20) });
  await notifications.createOnce({
    userId: user.uid,
    notificationId: ids[1]!,
    type: 'connections',
    title: 'Newest',
    message: 'Hi',
    data: { connectionId: 'fam_x' },
    createdAt: minutesAgo(10),
  });
  return { oldest: ids[0]!, newest: ids[1]!, middle: ids[2]! };
}

const list = (user: User, query = '') => api('GET', `/api/notifications${query}`, { token: user.idToken });

describe('GET /api/notifications', () => {
  it('lists the caller’s notifications newest first with the unread count', async () => {
    const user = await newUser('notes');
    await seed(user);
    const res = await list(user);
    expect(res.status).toBe(200);
    const items = res.json.items as Array<Record<string, unknown>>;
    expect(items.map((n) => n.title)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(items[0]).toMatchObject({ userId: user.uid, type: 'connections', message: 'Hi', data: { connectionId: 'fam_x' }, read: false, imageUrl: null });
    expect(res.json.unreadCount).toBe(3);
  });

  it('starts empty for a new person', async () => {
    const user = await newUser('empty');
    expect((await list(user)).json).toEqual({ items: [], unreadCount: 0 });
  });

  it('honours the limit and the unread filter', async () => {
    const user = await newUser('filter');
    const ids = await seed(user);
    expect(((await list(user, '?limit=2')).json.items as unknown[]).length).toBe(2);
    await api('PATCH', `/api/notifications/${ids.newest}`, { token: user.idToken, body: { read: true } });
    const unread = await list(user, '?unread=true');
    expect((unread.json.items as Array<{ title: string }>).map((n) => n.title)).toEqual(['Middle', 'Oldest']);
    expect(unread.json.unreadCount).toBe(2);
  });
});

describe('marking and deleting notifications', () => {
  it('marks one read and unread again', async () => {
    const user = await newUser('mark');
    const { middle } = await seed(user);
    const read = await api('PATCH', `/api/notifications/${middle}`, { token: user.idToken, body: { read: true } });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: middle, read: true });
    expect((await list(user)).json.unreadCount).toBe(2);
    const unread = await api('PATCH', `/api/notifications/${middle}`, { token: user.idToken, body: { read: false } });
    expect(unread.json).toMatchObject({ id: middle, read: false });
    expect((await list(user)).json.unreadCount).toBe(3);
  });

  it('marks all read and says how many changed', async () => {
    const user = await newUser('all');
    const { oldest } = await seed(user);
    await api('PATCH', `/api/notifications/${oldest}`, { token: user.idToken, body: { read: true } });
    const res = await api('POST', '/api/notifications/read-all', { token: user.idToken });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ updated: 2 });
    const after = await list(user);
    expect(after.json.unreadCount).toBe(0);
    expect((after.json.items as Array<{ read: boolean }>).every((n) => n.read)).toBe(true);
  });

  it('deletes one; a second delete is 404', async () => {
    const user = await newUser('delete');
    const { newest } = await seed(user);
    expect((await api('DELETE', `/api/notifications/${newest}`, { token: user.idToken })).json).toEqual({ ok: true });
    expect(((await list(user)).json.items as Array<{ id: string }>).map((n) => n.id)).not.toContain(newest);
    expect((await api('DELETE', `/api/notifications/${newest}`, { token: user.idToken })).status).toBe(404);
  });

  it("cannot read, mark or delete someone else's notification: it is simply not found", async () => {
    const owner = await newUser('owner');
    const intruder = await newUser('intruder');
    const { newest } = await seed(owner);
    expect((await api('PATCH', `/api/notifications/${newest}`, { token: intruder.idToken, body: { read: true } })).status).toBe(404);
    expect((await api('DELETE', `/api/notifications/${newest}`, { token: intruder.idToken })).status).toBe(404);
    expect((await list(intruder)).json.items).toEqual([]);
    expect((await list(owner)).json.unreadCount).toBe(3);
  });
});
